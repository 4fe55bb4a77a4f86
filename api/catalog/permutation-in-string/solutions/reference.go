func checkInclusion(s1 string, s2 string) bool {
	m, n := len(s1), len(s2)
	if m > n {
		return false
	}
	var need, have [26]int
	for i := 0; i < m; i++ {
		need[s1[i]-'a']++
		have[s2[i]-'a']++
	}
	// matches: how many letters occur as often in the window as in s1.
	matches := 0
	for c := 0; c < 26; c++ {
		if need[c] == have[c] {
			matches++
		}
	}
	for i := m; i < n; i++ {
		if matches == 26 {
			return true
		}
		in, out := s2[i]-'a', s2[i-m]-'a'
		if have[in] == need[in] {
			matches--
		}
		have[in]++
		if have[in] == need[in] {
			matches++
		}
		if have[out] == need[out] {
			matches--
		}
		have[out]--
		if have[out] == need[out] {
			matches++
		}
	}
	return matches == 26
}
