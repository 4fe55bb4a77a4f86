// Correct, but tries every pair of walls: O(n^2), 5 * 10^9 pairs for 10^5 walls.
class Solution {
public:
    int maxArea(vector<int>& height) {
        int best = 0, n = height.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) best = max(best, min(height[i], height[j]) * (j - i));
        return best;
    }
};
