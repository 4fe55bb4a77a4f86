class Solution {
public:
    int minCostConnectPoints(vector<vector<int>>& points) {
        // Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
        int n = points.size(), total = 0;
        vector<int> cost(n, INT_MAX);
        vector<bool> inTree(n, false);
        cost[0] = 0;
        for (int round = 0; round < n; round++) {
            int next = -1;
            for (int i = 0; i < n; i++)
                if (!inTree[i] && (next == -1 || cost[i] < cost[next])) next = i;
            inTree[next] = true;
            total += cost[next];
            for (int i = 0; i < n; i++) {
                if (inTree[i]) continue;
                int d = abs(points[i][0] - points[next][0]) + abs(points[i][1] - points[next][1]);
                cost[i] = min(cost[i], d);
            }
        }
        return total;
    }
};
