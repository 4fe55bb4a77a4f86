func plusOne(digits []int) []int {
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] < 9 {
			digits[i]++
			return digits
		}
		digits[i] = 0 // 9 + 1: write 0 and carry on to the left
	}
	// All nines: one more digit in front.
	return append([]int{1}, digits...)
}
