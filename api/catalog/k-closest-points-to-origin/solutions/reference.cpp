class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        int n = points.size();
        vector<int> dist(n), order(n);
        for (int i = 0; i < n; i++) {
            dist[i] = points[i][0] * points[i][0] + points[i][1] * points[i][1];
            order[i] = i;
        }
        // Quickselect: partition order[lo..hi] around a random pivot distance into closer, equal
        // and farther parts, then keep only the part that holds position k - 1. A three-way split
        // keeps many equal distances from making the parts shrink one by one.
        mt19937 rng(973);
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int pivot = dist[order[lo + rng() % (hi - lo + 1)]];
            int lt = lo, i = lo, gt = hi;  // [lo, lt) closer, [lt, i) equal, (gt, hi] farther
            while (i <= gt) {
                int d = dist[order[i]];
                if (d < pivot) swap(order[lt++], order[i++]);
                else if (d > pivot) swap(order[i], order[gt--]);
                else i++;
            }
            if (k - 1 < lt) hi = lt - 1;
            else if (k - 1 > gt) lo = gt + 1;
            else break;
        }
        vector<vector<int>> closest;
        for (int i = 0; i < k; i++) closest.push_back(points[order[i]]);
        return closest;
    }
};
