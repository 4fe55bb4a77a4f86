class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        # Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
        # i flights. Each round reads the previous prices so it adds only one flight.
        unreachable = float("inf")
        price = [unreachable] * n
        price[src] = 0
        for _ in range(k + 1):
            following = price[:]
            for a, b, cost in flights:
                if price[a] + cost < following[b]:
                    following[b] = price[a] + cost
            price = following
        return -1 if price[dst] == unreachable else price[dst]
