class Solution {
public:
    int getSum(int a, int b) {
        // Unsigned arithmetic wraps at 32 bits, so negative carries shift out cleanly.
        unsigned int x = a, y = b;
        while (y != 0) {
            unsigned int carry = (x & y) << 1;
            x ^= y;  // the digits that stay
            y = carry;
        }
        return (int)x;
    }
};
