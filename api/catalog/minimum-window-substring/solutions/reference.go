func minWindow(s string, t string) string {
	// need[c]: copies of c the window still lacks (negative: spare copies).
	var need [128]int
	for i := 0; i < len(t); i++ {
		need[t[i]]++
	}
	missing, left, bestStart, bestLength := len(t), 0, 0, math.MaxInt
	for right := 0; right < len(s); right++ {
		if need[s[right]] > 0 {
			missing--
		}
		need[s[right]]--
		for missing == 0 {
			if right-left+1 < bestLength {
				bestLength = right - left + 1
				bestStart = left
			}
			need[s[left]]++
			if need[s[left]] > 0 {
				missing++
			}
			left++
		}
	}
	if bestLength == math.MaxInt {
		return ""
	}
	return s[bestStart : bestStart+bestLength]
}
