func subsetsWithDup(nums []int) [][]int {
	sort.Ints(nums)
	found := [][]int{}
	current := []int{}
	var search func(start int)
	search = func(start int) {
		found = append(found, append([]int{}, current...))
		for i := start; i < len(nums); i++ {
			// A value already tried at this level would only repeat the same subsets.
			if i > start && nums[i] == nums[i-1] {
				continue
			}
			current = append(current, nums[i])
			search(i + 1)
			current = current[:len(current)-1]
		}
	}
	search(0)
	return found
}
