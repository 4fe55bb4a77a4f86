class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        priority_queue<pair<int, int>> heap;  // (squared distance, index), farthest on top
        for (int i = 0; i < (int)points.size(); i++) {
            int d = points[i][0] * points[i][0] + points[i][1] * points[i][1];
            heap.push({d, i});
            if ((int)heap.size() > k) heap.pop();
        }
        vector<vector<int>> closest;
        while (!heap.empty()) {
            closest.push_back(points[heap.top().second]);
            heap.pop();
        }
        return closest;
    }
};
