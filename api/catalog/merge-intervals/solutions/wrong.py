# Sets the merged end to the new interval's end, which shrinks it when the new interval lies
# inside ([1,4] and [2,3] give [1,3]).
class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        merged = []
        for start, end in sorted(intervals):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = end
            else:
                merged.append([start, end])
        return merged
