class Solution {
public:
    int maxCoins(vector<int>& nums) {
        int n = nums.size();
        vector<int> v(n + 2, 1);  // the row with a 1 standing at each end
        for (int i = 0; i < n; i++) v[i + 1] = nums[i];
        // best[l][r]: the most coins from bursting every balloon strictly between l and r.
        vector<vector<int>> best(n + 2, vector<int>(n + 2, 0));
        for (int gap = 2; gap <= n + 1; gap++)
            for (int l = 0; l + gap <= n + 1; l++) {
                int r = l + gap;
                for (int k = l + 1; k < r; k++)  // k is the last balloon burst between l and r
                    best[l][r] = max(best[l][r], best[l][k] + v[l] * v[k] * v[r] + best[k][r]);
            }
        return best[0][n + 1];
    }
};
