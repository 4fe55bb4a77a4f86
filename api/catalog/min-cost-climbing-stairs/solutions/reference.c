int minCostClimbingStairs(int* cost, int costSize) {
    // before, last: the cheapest way to stand on the two most recent steps, their price paid.
    int before = cost[0], last = cost[1];
    for (int i = 2; i < costSize; i++) {
        int here = cost[i] + (before < last ? before : last);
        before = last;
        last = here;
    }
    return before < last ? before : last;
}
