class Solution {
public:
    bool canAttendMeetings(vector<vector<int>>& intervals) {
        // Compares neighbours in input order, without sorting first.
        for (int i = 1; i < (int)intervals.size(); i++)
            if (intervals[i][0] < intervals[i - 1][1]) return false;
        return true;
    }
};
