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
                # A value already tried at this level would only repeat the same combinations.
                if i > start and candidates[i] == candidates[i - 1]:
                    continue
                current.append(candidates[i])
                search(i + 1, remaining - candidates[i])
                current.pop()

        search(0, target)
        return found
