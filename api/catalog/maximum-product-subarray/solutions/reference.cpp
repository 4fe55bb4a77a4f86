class Solution {
public:
    int maxProduct(vector<int>& nums) {
        // Track both the largest and the smallest product of a run ending here: a negative
        // number swaps their roles.
        int best = nums[0], high = nums[0], low = nums[0];
        for (int i = 1; i < (int)nums.size(); i++) {
            int x = nums[i];
            if (x < 0) swap(high, low);
            high = max(x, high * x);
            low = min(x, low * x);
            best = max(best, high);
        }
        return best;
    }
};
