class Solution {
    public int findCheapestPrice(int n, int[][] flights, int src, int dst, int k) {
        // Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
        // i flights. Each round reads the previous prices so it adds only one flight.
        int[] price = new int[n];
        Arrays.fill(price, Integer.MAX_VALUE);
        price[src] = 0;
        for (int round = 0; round <= k; round++) {
            int[] next = price.clone();
            for (int[] f : flights) {
                if (price[f[0]] == Integer.MAX_VALUE) continue;
                next[f[1]] = Math.min(next[f[1]], price[f[0]] + f[2]);
            }
            price = next;
        }
        return price[dst] == Integer.MAX_VALUE ? -1 : price[dst];
    }
}
