func singleNumber(nums []int) int {
	// Pairs cancel out under XOR; the lone number remains.
	result := 0
	for _, x := range nums {
		result ^= x
	}
	return result
}
