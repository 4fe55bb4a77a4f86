class Solution {
public:
    int minCostClimbingStairs(vector<int>& cost) {
        // before, last: the cheapest way to stand on the two most recent steps, their price paid.
        int before = cost[0], last = cost[1];
        for (size_t i = 2; i < cost.size(); i++) {
            int here = cost[i] + min(before, last);
            before = last;
            last = here;
        }
        return min(before, last);
    }
};
