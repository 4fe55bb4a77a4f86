func change(amount int, coins []int) int {
	// ways[a]: combinations of the coin types seen so far that make a. Counts for amounts other
	// than the asked one may overflow; wrapping sums still give the answer exactly, since it fits.
	ways := make([]int, amount+1)
	ways[0] = 1
	for _, coin := range coins {
		for a := coin; a <= amount; a++ {
			ways[a] += ways[a-coin]
		}
	}
	return ways[amount]
}
