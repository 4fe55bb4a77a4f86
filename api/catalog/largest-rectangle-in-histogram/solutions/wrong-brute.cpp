class Solution {
public:
    // Every run of bars with a running minimum: O(n^2), too slow for 10^5 bars.
    int largestRectangleArea(vector<int>& heights) {
        int best = 0, n = heights.size();
        for (int i = 0; i < n; i++) {
            int low = INT_MAX;
            for (int j = i; j < n; j++) {
                low = min(low, heights[j]);
                best = max(best, low * (j - i + 1));
            }
        }
        return best;
    }
};
