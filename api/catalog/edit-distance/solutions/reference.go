func minDistance(word1 string, word2 string) int {
	m, n := len(word1), len(word2)
	// dist[i][j]: the fewest edits turning the first i letters of word1 into the first j of word2.
	dist := make([][]int, m+1)
	for i := range dist {
		dist[i] = make([]int, n+1)
		dist[i][0] = i
	}
	for j := 0; j <= n; j++ {
		dist[0][j] = j
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			if word1[i-1] == word2[j-1] {
				dist[i][j] = dist[i-1][j-1]
			} else {
				dist[i][j] = 1 + min(dist[i-1][j-1], dist[i-1][j], dist[i][j-1])
			}
		}
	}
	return dist[m][n]
}
