func myPow(x float64, n int) float64 {
	e := n
	if e < 0 {
		x = 1 / x
		e = -e
	}
	result := 1.0
	// Square x once per binary digit of e; multiply in the squares of the set bits.
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			result *= x
		}
		x *= x
	}
	return result
}
