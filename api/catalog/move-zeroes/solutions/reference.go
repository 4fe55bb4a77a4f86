func moveZeroes(nums []int) {
	// Swap each non-zero down to the next free place; the zeros drift to the end.
	write := 0
	for read := range nums {
		if nums[read] != 0 {
			nums[write], nums[read] = nums[read], nums[write]
			write++
		}
	}
}
