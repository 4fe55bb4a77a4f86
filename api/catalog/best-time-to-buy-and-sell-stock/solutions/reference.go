func maxProfit(prices []int) int {
	lowest, best := math.MaxInt, 0
	for _, price := range prices {
		lowest = min(lowest, price)
		best = max(best, price-lowest)
	}
	return best
}
