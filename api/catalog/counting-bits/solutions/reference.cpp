class Solution {
public:
    vector<int> countBits(int n) {
        vector<int> bits(n + 1, 0);
        // i has the bits of i >> 1 plus its own lowest bit.
        for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
        return bits;
    }
};
