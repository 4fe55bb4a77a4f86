func majorityElement(nums []int) int {
	// Boyer-Moore vote: the majority survives every cancellation of two different values.
	candidate, count := 0, 0
	for _, x := range nums {
		if count == 0 {
			candidate = x
		}
		if x == candidate {
			count++
		} else {
			count--
		}
	}
	return candidate
}
