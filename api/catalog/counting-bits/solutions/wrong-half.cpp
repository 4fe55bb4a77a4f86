// Adds one for every halving instead of only for odd numbers: counts the binary length, not the ones.
class Solution {
public:
    vector<int> countBits(int n) {
        vector<int> bits(n + 1, 0);
        for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + 1;
        return bits;
    }
};
