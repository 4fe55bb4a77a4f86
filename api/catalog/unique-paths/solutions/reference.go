func uniquePaths(m int, n int) int {
	// paths[j]: the number of ways to reach column j of the current row.
	paths := make([]int, n)
	for j := range paths {
		paths[j] = 1
	}
	for i := 1; i < m; i++ {
		for j := 1; j < n; j++ {
			paths[j] += paths[j-1]
		}
	}
	return paths[n-1]
}
