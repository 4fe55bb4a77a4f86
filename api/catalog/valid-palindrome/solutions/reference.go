func isPalindrome(s string) bool {
	alnum := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	lower := func(c byte) byte {
		if c >= 'A' && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	i, j := 0, len(s)-1
	for i < j {
		if !alnum(s[i]) {
			i++
		} else if !alnum(s[j]) {
			j--
		} else if lower(s[i]) != lower(s[j]) {
			return false
		} else {
			i++
			j--
		}
	}
	return true
}
