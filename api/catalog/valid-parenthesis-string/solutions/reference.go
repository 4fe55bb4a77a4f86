func checkValidString(s string) bool {
	low, high := 0, 0 // the fewest and the most open brackets this prefix can leave
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			low++
			high++
		case ')':
			low--
			high--
		default:
			low--
			high++
		}
		if high < 0 {
			return false
		}
		low = max(low, 0)
	}
	return low == 0
}
