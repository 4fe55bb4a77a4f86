class Solution:
    def reverse(self, x: int) -> int:
        # As if only 32-bit integers existed: every value below stays within [-2^31, 2^31 - 1].
        max_tenth = 214748364  # (2^31 - 1) // 10, the largest result that can take one more digit
        result = 0
        while x != 0:
            # The remainder with the sign of x, as in C (Python's % follows the divisor's sign).
            digit = x % 10 if x >= 0 else x % -10
            x = (x - digit) // 10  # exact, so this drops the last digit towards zero
            if result > max_tenth or (result == max_tenth and digit > 7):
                return 0
            if result < -max_tenth or (result == -max_tenth and digit < -8):
                return 0
            result = result * 10 + digit
        return result
