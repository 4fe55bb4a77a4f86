// Correct, but counts the paths one by one by recursion: about 2 * 10^9 calls on the largest grids.
class Solution {
public:
    int uniquePaths(int m, int n) {
        if (m == 1 || n == 1) return 1;
        return uniquePaths(m - 1, n) + uniquePaths(m, n - 1);
    }
};
