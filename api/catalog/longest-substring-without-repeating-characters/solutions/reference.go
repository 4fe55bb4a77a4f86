func lengthOfLongestSubstring(s string) int {
	var last [256]int // one more than the index where each byte was seen last
	best, left := 0, 0
	for right := 0; right < len(s); right++ {
		c := s[right]
		if last[c] > left {
			left = last[c]
		}
		last[c] = right + 1
		best = max(best, right-left+1)
	}
	return best
}
