// Correct, but tries both moves from every step without remembering: about 1.6^n calls.
class Solution {
    int cheapest(vector<int>& cost, int i) {
        if (i >= (int)cost.size()) return 0;
        return cost[i] + min(cheapest(cost, i + 1), cheapest(cost, i + 2));
    }

public:
    int minCostClimbingStairs(vector<int>& cost) {
        return min(cheapest(cost, 0), cheapest(cost, 1));
    }
};
