class Solution:
    def minInterval(self, intervals: List[List[int]], queries: List[int]) -> List[int]:
        answer = []
        for q in queries:
            best = -1
            for left, right in intervals:
                if left <= q <= right and (best == -1 or right - left + 1 < best):
                    best = right - left + 1
            answer.append(best)
        return answer
