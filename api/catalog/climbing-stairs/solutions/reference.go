func climbStairs(n int) int {
	// The ways to reach the two steps below the current one.
	previous, current := 1, 1
	for i := 2; i <= n; i++ {
		previous, current = current, previous+current
	}
	return current
}
