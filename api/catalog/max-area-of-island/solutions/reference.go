func maxAreaOfIsland(grid [][]int) int {
	// area sinks the island through (i, j) and returns how many cells it had.
	var area func(i, j int) int
	area = func(i, j int) int {
		if i < 0 || j < 0 || i >= len(grid) || j >= len(grid[0]) || grid[i][j] != 1 {
			return 0
		}
		grid[i][j] = 0
		return 1 + area(i+1, j) + area(i-1, j) + area(i, j+1) + area(i, j-1)
	}
	best := 0
	for i := range grid {
		for j := range grid[i] {
			if grid[i][j] == 1 {
				best = max(best, area(i, j))
			}
		}
	}
	return best
}
