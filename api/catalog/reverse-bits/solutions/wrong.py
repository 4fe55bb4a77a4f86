class Solution:
    def reverseBits(self, n: int) -> int:
        # Forgets the leading zeros: bin() gives only the significant bits.
        return int(bin(n)[2:][::-1], 2)
