// Tries every route of at most k + 1 flights by depth-first search: exponential in k.
class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        vector<vector<pair<int, int>>> out(n);
        for (auto& f : flights) out[f[0]].push_back({f[1], f[2]});
        best = INT_MAX;
        explore(out, src, dst, k + 1, 0);
        return best == INT_MAX ? -1 : best;
    }

private:
    int best;

    void explore(vector<vector<pair<int, int>>>& out, int city, int dst, int flightsLeft, int cost) {
        if (city == dst) {
            best = min(best, cost);
            return;
        }
        if (flightsLeft == 0) return;
        for (auto [next, price] : out[city]) explore(out, next, dst, flightsLeft - 1, cost + price);
    }
};
