class Solution:
    def insert(self, intervals: List[List[int]], newInterval: List[int]) -> List[List[int]]:
        result = []
        start, end = newInterval
        placed = False
        for s, e in intervals:
            if e < start:
                result.append([s, e])
            elif s > end:
                if not placed:
                    result.append([start, end])
                    placed = True
                result.append([s, e])
            else:
                end = max(end, e)  # forgets to pull start back to the earlier interval's start
        if not placed:
            result.append([start, end])
        return result
