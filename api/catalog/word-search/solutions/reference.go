func exist(board [][]byte, word string) bool {
	m, n := len(board), len(board[0])
	// Prune: the board must hold enough of every letter of the word.
	var have, need [128]int
	for _, row := range board {
		for _, c := range row {
			have[c]++
		}
	}
	for i := 0; i < len(word); i++ {
		need[word[i]]++
		if need[word[i]] > have[word[i]] {
			return false
		}
	}
	w := []byte(word)
	// Start from the rarer end, which cuts the number of starting points and early branches.
	if have[w[len(w)-1]] < have[w[0]] {
		for a, b := 0, len(w)-1; a < b; a, b = a+1, b-1 {
			w[a], w[b] = w[b], w[a]
		}
	}
	var trace func(i, j, k int) bool
	trace = func(i, j, k int) bool {
		if i < 0 || j < 0 || i >= m || j >= n || board[i][j] != w[k] {
			return false
		}
		if k+1 == len(w) {
			return true
		}
		saved := board[i][j]
		board[i][j] = '#' // mark the cell as used on this path
		found := trace(i+1, j, k+1) || trace(i-1, j, k+1) || trace(i, j+1, k+1) || trace(i, j-1, k+1)
		board[i][j] = saved
		return found
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if trace(i, j, 0) {
				return true
			}
		}
	}
	return false
}
