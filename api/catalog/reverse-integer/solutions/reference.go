func reverse(x int) int {
	// Go's int is 64 bits here; the answer must still fit a signed 32-bit integer.
	const maxInt32, minInt32 = 1<<31 - 1, -1 << 31
	result := 0
	for x != 0 {
		digit := x % 10
		// Appending a digit multiplies by 10: check that it stays within 32 bits first.
		if result > maxInt32/10 || (result == maxInt32/10 && digit > 7) {
			return 0
		}
		if result < minInt32/10 || (result == minInt32/10 && digit < -8) {
			return 0
		}
		result = result*10 + digit
		x /= 10
	}
	return result
}
