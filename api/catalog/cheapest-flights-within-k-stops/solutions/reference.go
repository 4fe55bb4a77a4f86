func findCheapestPrice(n int, flights [][]int, src int, dst int, k int) int {
	// Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
	// i flights. Each round reads the previous prices so it adds only one flight.
	const unreachable = math.MaxInt
	price := make([]int, n)
	for i := range price {
		price[i] = unreachable
	}
	price[src] = 0
	for round := 0; round <= k; round++ {
		next := slices.Clone(price)
		for _, f := range flights {
			if price[f[0]] != unreachable {
				next[f[1]] = min(next[f[1]], price[f[0]]+f[2])
			}
		}
		price = next
	}
	if price[dst] == unreachable {
		return -1
	}
	return price[dst]
}
