func numIslands(grid [][]byte) int {
	m, n := len(grid), len(grid[0])
	// sink turns the island through (i, j) into water.
	var sink func(i, j int)
	sink = func(i, j int) {
		if i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != '1' {
			return
		}
		grid[i][j] = '0'
		sink(i+1, j)
		sink(i-1, j)
		sink(i, j+1)
		sink(i, j-1)
	}
	islands := 0
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if grid[i][j] == '1' {
				islands++
				sink(i, j)
			}
		}
	}
	return islands
}
