class Solution {
public:
    int maxArea(vector<int>& height) {
        int best = 0, lo = 0, hi = height.size() - 1;
        while (lo < hi) {
            best = max(best, min(height[lo], height[hi]) * (hi - lo));
            // The shorter wall limits every container that keeps it, so move past it.
            if (height[lo] < height[hi]) lo++;
            else hi--;
        }
        return best;
    }
};
