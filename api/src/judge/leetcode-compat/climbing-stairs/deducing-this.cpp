class Solution {
public:
    int climbStairs(int n) {
        vector<int> memo(n + 1, -1);
        auto ways = [&](this auto&& self, int i) -> int {
            if (i <= 1) return 1;
            if (memo[i] != -1) return memo[i];
            return memo[i] = self(i - 1) + self(i - 2);
        };
        return ways(n);
    }
};
