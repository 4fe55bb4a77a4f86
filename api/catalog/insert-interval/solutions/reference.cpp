class Solution {
public:
    vector<vector<int>> insert(vector<vector<int>>& intervals, vector<int>& newInterval) {
        vector<vector<int>> merged;
        int i = 0, n = intervals.size();
        while (i < n && intervals[i][1] < newInterval[0]) merged.push_back(intervals[i++]);
        int start = newInterval[0], end = newInterval[1];
        while (i < n && intervals[i][0] <= end) {
            start = min(start, intervals[i][0]);
            end = max(end, intervals[i][1]);
            i++;
        }
        merged.push_back({start, end});
        while (i < n) merged.push_back(intervals[i++]);
        return merged;
    }
};
