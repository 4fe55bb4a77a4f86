func partition(s string) [][]string {
	n := len(s)
	// pal[i][j]: s[i..j] reads the same both ways.
	pal := make([][]bool, n)
	for i := range pal {
		pal[i] = make([]bool, n)
	}
	for i := n - 1; i >= 0; i-- {
		for j := i; j < n; j++ {
			pal[i][j] = s[i] == s[j] && (j-i < 2 || pal[i+1][j-1])
		}
	}
	var found [][]string
	var pieces []string
	var search func(start int)
	search = func(start int) {
		if start == n {
			found = append(found, append([]string(nil), pieces...))
			return
		}
		for end := start; end < n; end++ {
			if !pal[start][end] {
				continue
			}
			pieces = append(pieces, s[start:end+1])
			search(end + 1)
			pieces = pieces[:len(pieces)-1]
		}
	}
	search(0)
	return found
}
