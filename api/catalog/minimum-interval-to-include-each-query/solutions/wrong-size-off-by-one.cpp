class Solution {
public:
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        sort(intervals.begin(), intervals.end());
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a] < queries[b]; });
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
        vector<int> answer(queries.size());
        int i = 0;
        for (int j : order) {
            int q = queries[j];
            while (i < (int)intervals.size() && intervals[i][0] <= q) {
                heap.push({intervals[i][1] - intervals[i][0], intervals[i][1]});  // size is right - left + 1
                i++;
            }
            while (!heap.empty() && heap.top().second < q) heap.pop();
            answer[j] = heap.empty() ? -1 : heap.top().first;
        }
        return answer;
    }
};
