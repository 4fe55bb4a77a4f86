func wordBreak(s string, wordDict []string) bool {
	words := map[string]bool{}
	for _, w := range wordDict {
		words[w] = true
	}
	n := len(s)
	// can[i]: the first i characters can be cut into words (no word is longer than 20).
	can := make([]bool, n+1)
	can[0] = true
	for i := 1; i <= n; i++ {
		for length := 1; length <= 20 && length <= i && !can[i]; length++ {
			if can[i-length] && words[s[i-length:i]] {
				can[i] = true
			}
		}
	}
	return can[n]
}
