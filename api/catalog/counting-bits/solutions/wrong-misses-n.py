# Counts the bits of 0 .. n - 1 and leaves out n itself.
class Solution:
    def countBits(self, n: int) -> List[int]:
        return [bin(i).count("1") for i in range(n)]
