func findDuplicate(nums []int) int {
	// i -> nums[i] is a linked list whose cycle starts at the duplicate (Floyd's algorithm).
	slow, fast := nums[0], nums[nums[0]]
	for slow != fast {
		slow = nums[slow]
		fast = nums[nums[fast]]
	}
	finder := 0
	for finder != slow {
		finder = nums[finder]
		slow = nums[slow]
	}
	return finder
}
