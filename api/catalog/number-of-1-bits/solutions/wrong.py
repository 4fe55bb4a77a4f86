class Solution:
    def hammingWeight(self, n: int) -> int:
        # Counts the zeros of the significant bits instead of the ones.
        return bin(n)[2:].count("0")
