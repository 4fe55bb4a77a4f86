func alienOrder(words []string) string {
	var present [26]bool
	var edge [26][26]bool
	var waiting [26]int
	for _, word := range words {
		for i := 0; i < len(word); i++ {
			present[word[i]-'a'] = true
		}
	}
	// Two neighbouring words are ordered by their first differing letter.
	for i := 1; i < len(words); i++ {
		before, after := words[i-1], words[i]
		at := 0
		for at < len(before) && at < len(after) && before[at] == after[at] {
			at++
		}
		if at == len(before) || at == len(after) {
			// A word before its own prefix can come from no order at all.
			if len(before) > len(after) {
				return ""
			}
			continue
		}
		from, to := before[at]-'a', after[at]-'a'
		if !edge[from][to] {
			edge[from][to] = true
			waiting[to]++
		}
	}
	// Kahn's algorithm; `order` doubles as the queue.
	order := []byte{}
	letters := 0
	for c := 0; c < 26; c++ {
		if present[c] {
			letters++
			if waiting[c] == 0 {
				order = append(order, byte('a'+c))
			}
		}
	}
	for next := 0; next < len(order); next++ {
		from := order[next] - 'a'
		for to := 0; to < 26; to++ {
			if edge[from][to] {
				waiting[to]--
				if waiting[to] == 0 {
					order = append(order, byte('a'+to))
				}
			}
		}
	}
	if len(order) != letters {
		return ""
	}
	return string(order)
}
