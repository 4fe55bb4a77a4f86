class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        found, current = [], []

        # Indices before start are never chosen again, so each multiset comes once.
        def search(start, remaining):
            if remaining == 0:
                found.append(current[:])
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remaining:
                    break
                current.append(candidates[i])
                search(i, remaining - candidates[i])
                current.pop()

        search(0, target)
        return found
