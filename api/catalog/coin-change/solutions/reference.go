func coinChange(coins []int, amount int) int {
	// fewest[a]: the fewest coins that make a (amount + 1 stands for impossible).
	fewest := make([]int, amount+1)
	for a := 1; a <= amount; a++ {
		fewest[a] = amount + 1
		for _, coin := range coins {
			if coin <= a {
				fewest[a] = min(fewest[a], fewest[a-coin]+1)
			}
		}
	}
	if fewest[amount] > amount {
		return -1
	}
	return fewest[amount]
}
