class Solution {
public:
    // Sorts every window afresh to read its maximum: O(n * k log k). (A plain O(n * k) scan is
    // vectorised by the compiler and can finish the largest case inside the limit.)
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        vector<int> out;
        for (int i = 0; i + k <= (int)nums.size(); i++) {
            multiset<int> window(nums.begin() + i, nums.begin() + i + k);
            out.push_back(*window.rbegin());
        }
        return out;
    }
};
