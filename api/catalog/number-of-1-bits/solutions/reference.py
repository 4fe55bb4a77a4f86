# The ones in every byte value, built once for all calls: the count for b is the count for b >> 1
# plus b's own lowest bit.
BYTE_ONES = [0] * 256
for b in range(1, 256):
    BYTE_ONES[b] = BYTE_ONES[b >> 1] + (b & 1)


class Solution:
    def hammingWeight(self, n: int) -> int:
        # Four table look-ups, one per byte of the 32-bit value.
        return (
            BYTE_ONES[n & 0xFF]
            + BYTE_ONES[(n >> 8) & 0xFF]
            + BYTE_ONES[(n >> 16) & 0xFF]
            + BYTE_ONES[n >> 24]
        )
