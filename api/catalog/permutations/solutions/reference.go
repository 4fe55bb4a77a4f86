func permute(nums []int) [][]int {
	result := [][]int{}
	// arrange fixes position start to each remaining value in turn, then arranges the rest.
	var arrange func(start int)
	arrange = func(start int) {
		if start == len(nums) {
			result = append(result, append([]int(nil), nums...))
			return
		}
		for i := start; i < len(nums); i++ {
			nums[start], nums[i] = nums[i], nums[start]
			arrange(start + 1)
			nums[start], nums[i] = nums[i], nums[start]
		}
	}
	arrange(0)
	return result
}
