func longestIncreasingPath(matrix [][]int) int {
	m, n := len(matrix), len(matrix[0])
	steps := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	inside := func(r, c int) bool { return r >= 0 && r < m && c >= 0 && c < n }
	// out[r][c]: larger neighbours not yet peeled; a cell is peeled once all of them are.
	out := make([][]int, m)
	var layer [][2]int
	for r := 0; r < m; r++ {
		out[r] = make([]int, n)
		for c := 0; c < n; c++ {
			for _, d := range steps {
				nr, nc := r+d[0], c+d[1]
				if inside(nr, nc) && matrix[nr][nc] > matrix[r][c] {
					out[r][c]++
				}
			}
			if out[r][c] == 0 {
				layer = append(layer, [2]int{r, c})
			}
		}
	}
	layers := 0
	for len(layer) > 0 {
		layers++
		var next [][2]int
		for _, cell := range layer {
			r, c := cell[0], cell[1]
			for _, d := range steps {
				nr, nc := r+d[0], c+d[1]
				if inside(nr, nc) && matrix[nr][nc] < matrix[r][c] {
					out[nr][nc]--
					if out[nr][nc] == 0 {
						next = append(next, [2]int{nr, nc})
					}
				}
			}
		}
		layer = next
	}
	return layers
}
