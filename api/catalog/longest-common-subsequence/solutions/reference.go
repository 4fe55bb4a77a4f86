func longestCommonSubsequence(text1 string, text2 string) int {
	m, n := len(text1), len(text2)
	// Two rows of the table: best[i][j] is the answer for the first i and j letters.
	previous, current := make([]int, n+1), make([]int, n+1)
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			if text1[i-1] == text2[j-1] {
				current[j] = previous[j-1] + 1
			} else {
				current[j] = max(previous[j], current[j-1])
			}
		}
		previous, current = current, previous
	}
	return previous[n]
}
