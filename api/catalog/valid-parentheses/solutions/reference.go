func isValid(s string) bool {
	opening := map[byte]byte{')': '(', ']': '[', '}': '{'}
	open := []byte{}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '(' || c == '[' || c == '{' {
			open = append(open, c)
			continue
		}
		// A closing bracket must match the most recent one still open.
		if len(open) == 0 || open[len(open)-1] != opening[c] {
			return false
		}
		open = open[:len(open)-1]
	}
	return len(open) == 0
}
