class Solution {
public:
    uint32_t reverseBits(uint32_t n) {
        // Off by one: 31 steps leave every bit one place too low.
        uint32_t result = 0;
        for (int i = 0; i < 31; i++) {
            result = (result << 1) | (n & 1);
            n >>= 1;
        }
        return result;
    }
};
