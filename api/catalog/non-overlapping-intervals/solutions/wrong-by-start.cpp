class Solution {
public:
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        // Keeps the interval that starts first, even when it ends late.
        sort(intervals.begin(), intervals.end());
        int removed = 0, lastEnd = INT_MIN;
        for (auto& iv : intervals) {
            if (iv[0] >= lastEnd) lastEnd = iv[1];
            else removed++;
        }
        return removed;
    }
};
