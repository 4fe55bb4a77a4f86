func countBits(n int) []int {
	bits := make([]int, n+1)
	// i has the bits of i >> 1 plus its own lowest bit.
	for i := 1; i <= n; i++ {
		bits[i] = bits[i>>1] + i&1
	}
	return bits
}
