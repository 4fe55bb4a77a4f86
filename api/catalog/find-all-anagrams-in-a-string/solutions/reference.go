func findAnagrams(s string, p string) []int {
	result := []int{}
	n, m := len(s), len(p)
	if m > n {
		return result
	}
	// diff[c]: count of c in the window minus count in p; off counts letters with diff != 0.
	var diff [26]int
	for i := 0; i < m; i++ {
		diff[s[i]-'a']++
		diff[p[i]-'a']--
	}
	off := 0
	for _, d := range diff {
		if d != 0 {
			off++
		}
	}
	change := func(c byte, delta int) {
		if diff[c-'a'] != 0 {
			off--
		}
		diff[c-'a'] += delta
		if diff[c-'a'] != 0 {
			off++
		}
	}
	if off == 0 {
		result = append(result, 0)
	}
	for i := m; i < n; i++ {
		change(s[i], 1)
		change(s[i-m], -1)
		if off == 0 {
			result = append(result, i-m+1)
		}
	}
	return result
}
