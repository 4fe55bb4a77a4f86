# Runs Bellman-Ford's k + 1 rounds on a single array, so one round can chain several flights and a
# trip with too many stops gets counted.
class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        price = [float("inf")] * n
        price[src] = 0
        for _ in range(k + 1):
            for a, b, cost in flights:
                if price[a] + cost < price[b]:
                    price[b] = price[a] + cost
        return -1 if price[dst] == float("inf") else price[dst]
