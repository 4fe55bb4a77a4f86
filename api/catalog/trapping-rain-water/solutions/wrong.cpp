class Solution {
public:
    int trap(vector<int>& height) {
        // Only looks left: water above a bar is capped by the tallest bar before it.
        int leftMax = 0, water = 0;
        for (int h : height) {
            leftMax = max(leftMax, h);
            water += leftMax - h;
        }
        return water;
    }
};
