func orangesRotting(grid [][]int) int {
	m, n := len(grid), len(grid[0])
	fresh := 0
	rotten := [][2]int{}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if grid[i][j] == 2 {
				rotten = append(rotten, [2]int{i, j})
			}
			if grid[i][j] == 1 {
				fresh++
			}
		}
	}
	minutes := 0
	dirs := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	// Breadth-first, one layer per minute, while fresh oranges remain.
	for fresh > 0 && len(rotten) > 0 {
		minutes++
		next := [][2]int{}
		for _, cell := range rotten {
			for _, d := range dirs {
				a, b := cell[0]+d[0], cell[1]+d[1]
				if a >= 0 && b >= 0 && a < m && b < n && grid[a][b] == 1 {
					grid[a][b] = 2
					fresh--
					next = append(next, [2]int{a, b})
				}
			}
		}
		rotten = next
	}
	if fresh == 0 {
		return minutes
	}
	return -1
}
