func decodeString(s string) string {
	// The text before each open group and the group's repeat count.
	type group struct {
		before string
		count  int
	}
	stack := []group{}
	current := []byte{}
	count := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			count = count*10 + int(c-'0')
		case c == '[':
			stack = append(stack, group{string(current), count})
			current = current[:0]
			count = 0
		case c == ']':
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			current = append([]byte(top.before), bytes.Repeat(current, top.count)...)
		default:
			current = append(current, c)
		}
	}
	return string(current)
}
