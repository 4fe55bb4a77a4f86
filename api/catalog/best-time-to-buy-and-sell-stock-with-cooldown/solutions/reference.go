func maxProfit(prices []int) int {
	// The best profit ending the day holding a share, having sold today, or free to buy.
	hold, sold, free := -prices[0], math.MinInt/2, 0
	for _, p := range prices[1:] {
		hold, sold, free = max(hold, free-p), hold+p, max(free, sold)
	}
	return max(sold, free)
}
