func characterReplacement(s string, k int) int {
	var count [26]int
	left, best, answer := 0, 0, 0
	for right := 0; right < len(s); right++ {
		count[s[right]-'A']++
		best = max(best, count[s[right]-'A']) // the most copies of one letter any window has held
		for right-left+1-best > k {
			count[s[left]-'A']--
			left++
		}
		answer = max(answer, right-left+1)
	}
	return answer
}
