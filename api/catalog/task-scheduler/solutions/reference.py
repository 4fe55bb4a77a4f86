class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        # Simulation: each unit, run the available task with the most copies left.
        heap = [-c for c in Counter(tasks).values()]
        heapq.heapify(heap)
        cooling = deque()  # (time it becomes available, negated remaining count)
        time = 0
        while heap or cooling:
            time += 1
            if heap:
                left = heapq.heappop(heap) + 1
                if left:
                    cooling.append((time + n, left))
            elif cooling:
                time = cooling[0][0]  # idle until the next task is ready
            if cooling and cooling[0][0] == time:
                heapq.heappush(heap, cooling.popleft()[1])
        return time
