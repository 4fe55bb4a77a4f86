class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        # No sorting: look for any two intervals that overlap, merge them into one, and start the
        # search over, until no pair overlaps. Up to n merges, each after an O(n^2) search: O(n^3).
        result = [[start, end] for start, end in intervals]
        merged = True
        while merged:
            merged = False
            for i in range(len(result)):
                for j in range(i + 1, len(result)):
                    a, b = result[i], result[j]
                    if a[0] <= b[1] and b[0] <= a[1]:
                        result[i] = [min(a[0], b[0]), max(a[1], b[1])]
                        result.pop(j)
                        merged = True
                        break
                if merged:
                    break
        return result
