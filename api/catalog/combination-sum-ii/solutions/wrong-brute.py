# Brute force: every choice of positions whose sum fits, with repeats removed by a set at the end.
# Equal values at different positions are tried as different choices, so [1] * 100 with target 30
# walks about C(100, 30) branches to find its single answer.
class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        found, current = set(), []

        def search(start, remaining):
            if remaining == 0:
                found.add(tuple(current))
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remaining:
                    break
                current.append(candidates[i])
                search(i + 1, remaining - candidates[i])
                current.pop()

        search(0, target)
        return [list(combination) for combination in found]
