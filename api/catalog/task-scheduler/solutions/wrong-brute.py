class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        # Brute force: simulate the CPU one unit at a time on the task list itself. In each unit,
        # walk every task still waiting, count the copies of each label allowed to run now, and run
        # one copy of the label with the most copies; with none allowed, the CPU idles.
        pending = list(tasks)
        last_run = {}  # label -> the unit in which it last ran
        time = 0
        while pending:
            copies = {}
            for label in pending:
                if label not in last_run or time - last_run[label] > n:
                    copies[label] = copies.get(label, 0) + 1
            if copies:
                best = max(copies, key=copies.get)
                pending.remove(best)
                last_run[best] = time
            time += 1
        return time
