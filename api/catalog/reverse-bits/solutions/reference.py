class Solution:
    def reverseBits(self, n: int) -> int:
        # Swap the two 16-bit halves, then the bytes inside each half, the 4-bit groups inside
        # each byte, the pairs, and finally the neighbouring bits: five steps for all 32 bits.
        n = (n >> 16) | ((n & 0x0000FFFF) << 16)
        n = ((n & 0xFF00FF00) >> 8) | ((n & 0x00FF00FF) << 8)
        n = ((n & 0xF0F0F0F0) >> 4) | ((n & 0x0F0F0F0F) << 4)
        n = ((n & 0xCCCCCCCC) >> 2) | ((n & 0x33333333) << 2)
        n = ((n & 0xAAAAAAAA) >> 1) | ((n & 0x55555555) << 1)
        return n
