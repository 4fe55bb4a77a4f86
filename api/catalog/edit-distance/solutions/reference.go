func minDistance(word1 string, word2 string) int {
	m, n := len(word1), len(word2)
	// Two rows of the table: dist[i][j] is the fewest edits turning the first i letters of
	// word1 into the first j of word2.
	previous, current := make([]int, n+1), make([]int, n+1)
	for j := 0; j <= n; j++ {
		previous[j] = j
	}
	for i := 1; i <= m; i++ {
		current[0] = i
		for j := 1; j <= n; j++ {
			if word1[i-1] == word2[j-1] {
				current[j] = previous[j-1]
			} else {
				current[j] = 1 + min(previous[j-1], previous[j], current[j-1])
			}
		}
		previous, current = current, previous
	}
	return previous[n]
}
