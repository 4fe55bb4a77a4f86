class Solution {
public:
    // Recomputes every window's maximum: O(n * k).
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        vector<int> out;
        for (int i = 0; i + k <= (int)nums.size(); i++) {
            int best = nums[i];
            for (int j = i + 1; j < i + k; j++)
                if (nums[j] > best) best = nums[j];
            out.push_back(best);
        }
        return out;
    }
};
