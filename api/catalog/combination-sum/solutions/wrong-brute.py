# Brute force: try every count of every candidate (0 up to target // c times), and keep the count
# vectors whose sum is target. Nothing is cut early, so it visits every count vector.
class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        found = []
        counts = [0] * len(candidates)

        def choose(i):
            if i == len(candidates):
                if sum(c * k for c, k in zip(candidates, counts)) == target:
                    found.append([c for c, k in zip(candidates, counts) for _ in range(k)])
                return
            for k in range(target // candidates[i] + 1):
                counts[i] = k
                choose(i + 1)
            counts[i] = 0

        choose(0)
        return found
