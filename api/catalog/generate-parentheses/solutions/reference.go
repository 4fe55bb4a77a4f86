func generateParenthesis(n int) []string {
	result := []string{}
	current := make([]byte, 0, 2*n)
	// An opening bracket fits while fewer than n are open; a closing one while it has a partner.
	var build func(open, close int)
	build = func(open, close int) {
		if len(current) == 2*n {
			result = append(result, string(current))
			return
		}
		if open < n {
			current = append(current, '(')
			build(open+1, close)
			current = current[:len(current)-1]
		}
		if close < open {
			current = append(current, ')')
			build(open, close+1)
			current = current[:len(current)-1]
		}
	}
	build(0, 0)
	return result
}
