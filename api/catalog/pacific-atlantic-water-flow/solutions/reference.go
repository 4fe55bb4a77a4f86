func pacificAtlantic(heights [][]int) [][]int {
	m, n := len(heights), len(heights[0])
	var pacificStart, atlanticStart [][2]int
	for r := 0; r < m; r++ {
		pacificStart = append(pacificStart, [2]int{r, 0})
		atlanticStart = append(atlanticStart, [2]int{r, n - 1})
	}
	for c := 0; c < n; c++ {
		pacificStart = append(pacificStart, [2]int{0, c})
		atlanticStart = append(atlanticStart, [2]int{m - 1, c})
	}
	pacific, atlantic := climb(heights, pacificStart), climb(heights, atlanticStart)
	both := [][]int{}
	for r := 0; r < m; r++ {
		for c := 0; c < n; c++ {
			if pacific[r][c] && atlantic[r][c] {
				both = append(both, []int{r, c})
			}
		}
	}
	return both
}

// climb searches breadth-first uphill from an ocean's edge cells: it marks every cell that
// drains into that ocean.
func climb(heights [][]int, start [][2]int) [][]bool {
	m, n := len(heights), len(heights[0])
	seen := make([][]bool, m)
	for r := range seen {
		seen[r] = make([]bool, n)
	}
	var todo [][2]int
	for _, cell := range start {
		if !seen[cell[0]][cell[1]] {
			seen[cell[0]][cell[1]] = true
			todo = append(todo, cell)
		}
	}
	steps := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	for len(todo) > 0 {
		r, c := todo[0][0], todo[0][1]
		todo = todo[1:]
		for _, d := range steps {
			nr, nc := r+d[0], c+d[1]
			if nr < 0 || nc < 0 || nr >= m || nc >= n || seen[nr][nc] || heights[nr][nc] < heights[r][c] {
				continue
			}
			seen[nr][nc] = true
			todo = append(todo, [2]int{nr, nc})
		}
	}
	return seen
}
