class Solution {
public:
    int minMeetingRooms(vector<vector<int>>& intervals) {
        int n = intervals.size();
        vector<int> starts(n), ends(n);
        for (int i = 0; i < n; i++) {
            starts[i] = intervals[i][0];
            ends[i] = intervals[i][1];
        }
        sort(starts.begin(), starts.end());
        sort(ends.begin(), ends.end());
        int rooms = 0, e = 0;
        for (int s : starts) {
            if (s >= ends[e]) e++;  // a meeting ended: reuse its room
            else rooms++;
        }
        return rooms;
    }
};
