# Counts a target value as reached wherever it appears, even in a triplet that overshoots elsewhere.
class Solution:
    def mergeTriplets(self, triplets: List[List[int]], target: List[int]) -> bool:
        reached = [False, False, False]
        for t in triplets:
            for k in range(3):
                if t[k] == target[k]:
                    reached[k] = True
        return all(reached)
