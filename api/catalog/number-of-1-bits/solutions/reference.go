func hammingWeight(n int) int {
	// n & (n - 1) clears the lowest set bit: count how many times until nothing is left.
	count := 0
	for n != 0 {
		n &= n - 1
		count++
	}
	return count
}
