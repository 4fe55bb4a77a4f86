func longestPalindrome(s string) string {
	n, bestStart, bestLength := len(s), 0, 1
	// Expand around each of the 2n - 1 centres: a letter (odd length) or a gap (even length).
	for centre := 0; centre < 2*n-1; centre++ {
		left := centre / 2
		right := left + centre%2
		for left >= 0 && right < n && s[left] == s[right] {
			left--
			right++
		}
		if length := right - left - 1; length > bestLength {
			bestLength = length
			bestStart = left + 1
		}
	}
	return s[bestStart : bestStart+bestLength]
}
