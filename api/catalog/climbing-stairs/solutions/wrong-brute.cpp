class Solution {
public:
    // Plain recursion without memoization: about 1.8^n calls, far too slow for n near 45.
    int climbStairs(int n) {
        if (n <= 1) return 1;
        return climbStairs(n - 1) + climbStairs(n - 2);
    }
};
