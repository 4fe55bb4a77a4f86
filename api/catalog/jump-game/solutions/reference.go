func canJump(nums []int) bool {
	reach := 0 // the farthest index reachable so far
	for i, step := range nums {
		if i > reach {
			return false
		}
		reach = max(reach, i+step)
	}
	return true
}
