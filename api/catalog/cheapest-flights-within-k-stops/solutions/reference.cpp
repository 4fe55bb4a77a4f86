class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        // Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
        // i flights. Each round reads the previous prices so it adds only one flight.
        const int unreachable = INT_MAX;
        vector<int> price(n, unreachable);
        price[src] = 0;
        for (int round = 0; round <= k; round++) {
            vector<int> next = price;
            for (auto& f : flights) {
                if (price[f[0]] == unreachable) continue;
                next[f[1]] = min(next[f[1]], price[f[0]] + f[2]);
            }
            price = move(next);
        }
        return price[dst] == unreachable ? -1 : price[dst];
    }
};
