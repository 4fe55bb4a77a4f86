func numDecodings(s string) int {
	// one, two: the decodings of the prefixes one and two digits shorter than the current one.
	two, one := 0, 1
	for i := 0; i < len(s); i++ {
		here := 0
		if s[i] != '0' {
			here = one
		}
		if i > 0 {
			pair := int(s[i-1]-'0')*10 + int(s[i]-'0')
			if pair >= 10 && pair <= 26 {
				here += two
			}
		}
		two, one = one, here
	}
	return one
}
