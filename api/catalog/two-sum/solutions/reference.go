func twoSum(nums []int, target int) []int {
	seen := map[int]int{} // value -> index
	for i, x := range nums {
		if j, ok := seen[target-x]; ok {
			return []int{j, i}
		}
		seen[x] = i
	}
	return []int{}
}
