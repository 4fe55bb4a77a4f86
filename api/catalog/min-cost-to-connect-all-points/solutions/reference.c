int minCostConnectPoints(int** points, int pointsSize, int* pointsColSize) {
    // Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
    int n = pointsSize, total = 0;
    int* cost = malloc(sizeof(int) * n);
    bool* inTree = calloc(n, sizeof(bool));
    for (int i = 0; i < n; i++) cost[i] = INT_MAX;
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
            if (d < cost[i]) cost[i] = d;
        }
    }
    free(cost);
    free(inTree);
    return total;
}
