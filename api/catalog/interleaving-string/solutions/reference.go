func isInterleave(s1 string, s2 string, s3 string) bool {
	m, n := len(s1), len(s2)
	if m+n != len(s3) {
		return false
	}
	// ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
	ok := make([]bool, n+1)
	for i := 0; i <= m; i++ {
		for j := 0; j <= n; j++ {
			if i == 0 && j == 0 {
				ok[j] = true
			} else {
				ok[j] = (i > 0 && ok[j] && s1[i-1] == s3[i+j-1]) || (j > 0 && ok[j-1] && s2[j-1] == s3[i+j-1])
			}
		}
	}
	return ok[n]
}
