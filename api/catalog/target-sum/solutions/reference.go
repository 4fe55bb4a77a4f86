func findTargetSumWays(nums []int, target int) int {
	sum := 0
	for _, x := range nums {
		sum += x
	}
	// The plus-signed numbers must total (sum + target) / 2.
	if target > sum || -target > sum || (sum+target)%2 != 0 {
		return 0
	}
	goal := (sum + target) / 2
	ways := make([]int, goal+1) // ways[s]: choices of numbers so far that total s
	ways[0] = 1
	for _, x := range nums {
		for s := goal; s >= x; s-- {
			ways[s] += ways[s-x]
		}
	}
	return ways[goal]
}
