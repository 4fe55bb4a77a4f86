func countSubstrings(s string) int {
	n, count := len(s), 0
	// Grow a palindrome around each of the 2n - 1 centres (a letter or a gap between two).
	for centre := 0; centre < 2*n-1; centre++ {
		left := centre / 2
		right := left + centre%2
		for left >= 0 && right < n && s[left] == s[right] {
			count++
			left--
			right++
		}
	}
	return count
}
