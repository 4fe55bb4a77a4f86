func missingNumber(nums []int) int {
	// XOR of 0..n and of every number: each present value cancels out, the missing one stays.
	result := len(nums)
	for i, x := range nums {
		result ^= i ^ x
	}
	return result
}
