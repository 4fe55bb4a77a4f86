class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        # Greedy simulation: in each unit, run the ready letter with the most copies left.
        # heapq is a min-heap, so the counts are stored negated.
        heap = [-c for c in Counter(tasks).values()]
        heapq.heapify(heap)
        cooling = deque()  # (last unit the letter must wait, its negated copies left), oldest first
        time = 0
        while heap or cooling:
            time += 1
            if heap:
                left = heapq.heappop(heap) + 1
                if left:
                    cooling.append((time + n, left))
            else:
                time = cooling[0][0]  # nothing is ready: jump over the idle units at once
            if cooling and cooling[0][0] == time:
                heapq.heappush(heap, cooling.popleft()[1])
        return time
