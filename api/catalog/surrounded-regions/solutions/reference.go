func solve(board [][]byte) {
	m, n := len(board), len(board[0])
	// Everything an O on the border reaches is safe: mark it '#' with a breadth-first search.
	todo := [][2]int{}
	keep := func(r, c int) {
		if r >= 0 && c >= 0 && r < m && c < n && board[r][c] == 'O' {
			board[r][c] = '#'
			todo = append(todo, [2]int{r, c})
		}
	}
	for r := 0; r < m; r++ {
		keep(r, 0)
		keep(r, n-1)
	}
	for c := 0; c < n; c++ {
		keep(0, c)
		keep(m-1, c)
	}
	for head := 0; head < len(todo); head++ {
		r, c := todo[head][0], todo[head][1]
		keep(r+1, c)
		keep(r-1, c)
		keep(r, c+1)
		keep(r, c-1)
	}
	for _, row := range board {
		for j, cell := range row {
			if cell == '#' {
				row[j] = 'O'
			} else {
				row[j] = 'X'
			}
		}
	}
}
