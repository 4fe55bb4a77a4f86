class Solution:
    def mergeTriplets(self, triplets: List[List[int]], target: List[int]) -> bool:
        x, y, z = target
        reached = [False, False, False]
        for a, b, c in triplets:
            if a > x or b > y or c > z:
                continue  # merging it would push some value past the target
            reached[0] |= a == x
            reached[1] |= b == y
            reached[2] |= c == z
        return all(reached)
