int findCheapestPrice(int n, int** flights, int flightsSize, int* flightsColSize, int src, int dst, int k) {
    // Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
    // i flights. Each round reads the previous prices so it adds only one flight.
    int* price = malloc(sizeof(int) * n);
    int* next = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) price[i] = INT_MAX;
    price[src] = 0;
    for (int round = 0; round <= k; round++) {
        memcpy(next, price, sizeof(int) * n);
        for (int i = 0; i < flightsSize; i++) {
            int from = flights[i][0], to = flights[i][1], cost = flights[i][2];
            if (price[from] == INT_MAX) continue;
            if (price[from] + cost < next[to]) next[to] = price[from] + cost;
        }
        int* swap = price;
        price = next;
        next = swap;
    }
    int answer = price[dst] == INT_MAX ? -1 : price[dst];
    free(price);
    free(next);
    return answer;
}
