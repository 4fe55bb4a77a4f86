# Restarts from the first candidate at every step, so [2,2,3], [2,3,2] and [3,2,2] are all listed.
class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        found, current = [], []

        def search(remaining):
            if remaining == 0:
                found.append(current[:])
                return
            for c in candidates:
                if c <= remaining:
                    current.append(c)
                    search(remaining - c)
                    current.pop()

        search(target)
        return found
