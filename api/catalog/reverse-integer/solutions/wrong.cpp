// Reverses in a 64-bit integer and casts back without checking the range: overflows wrap around
// instead of giving 0.
class Solution {
public:
    int reverse(int x) {
        long long result = 0;
        while (x != 0) {
            result = result * 10 + x % 10;
            x /= 10;
        }
        return (int)result;
    }
};
