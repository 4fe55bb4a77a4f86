func solveNQueens(n int) [][]string {
	found := [][]string{}
	board := make([][]byte, n)
	for r := range board {
		board[r] = bytes.Repeat([]byte{'.'}, n)
	}
	// Lines already covered by a queen.
	column, diagonal, antiDiagonal := make([]bool, n), make([]bool, 2*n-1), make([]bool, 2*n-1)
	var place func(row int)
	place = func(row int) {
		if row == n {
			rows := make([]string, n)
			for r := range board {
				rows[r] = string(board[r])
			}
			found = append(found, rows)
			return
		}
		for col := 0; col < n; col++ {
			d, a := row-col+n-1, row+col
			if column[col] || diagonal[d] || antiDiagonal[a] {
				continue
			}
			column[col], diagonal[d], antiDiagonal[a] = true, true, true
			board[row][col] = 'Q'
			place(row + 1)
			board[row][col] = '.'
			column[col], diagonal[d], antiDiagonal[a] = false, false, false
		}
	}
	place(0)
	return found
}
