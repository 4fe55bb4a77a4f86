func maxCoins(nums []int) int {
	n := len(nums)
	// The row with a 1 standing at each end.
	v := make([]int, n+2)
	v[0], v[n+1] = 1, 1
	copy(v[1:], nums)
	// best[l][r]: the most coins from bursting every balloon strictly between l and r.
	best := make([][]int, n+2)
	for i := range best {
		best[i] = make([]int, n+2)
	}
	for gap := 2; gap <= n+1; gap++ {
		for l := 0; l+gap <= n+1; l++ {
			r := l + gap
			// k is the last balloon burst between l and r.
			for k := l + 1; k < r; k++ {
				best[l][r] = max(best[l][r], best[l][k]+v[l]*v[k]*v[r]+best[k][r])
			}
		}
	}
	return best[0][n+1]
}
