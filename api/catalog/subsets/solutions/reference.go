func subsets(nums []int) [][]int {
	n := len(nums)
	result := make([][]int, 0, 1<<n)
	// Bit i of mask says whether nums[i] is in the subset.
	for mask := 0; mask < 1<<n; mask++ {
		subset := []int{}
		for i := 0; i < n; i++ {
			if mask>>i&1 == 1 {
				subset = append(subset, nums[i])
			}
		}
		result = append(result, subset)
	}
	return result
}
