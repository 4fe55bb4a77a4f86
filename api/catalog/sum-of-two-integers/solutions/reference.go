func getSum(a int, b int) int {
	// Unsigned 32-bit arithmetic wraps, so negative carries shift out cleanly.
	x, y := uint32(a), uint32(b)
	for y != 0 {
		carry := (x & y) << 1
		x ^= y // the digits that stay
		y = carry
	}
	return int(int32(x))
}
