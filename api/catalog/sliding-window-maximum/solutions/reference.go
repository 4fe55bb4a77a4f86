func maxSlidingWindow(nums []int, k int) []int {
	// window holds indices whose values decrease from front to back; head is its front.
	window := make([]int, 0, len(nums))
	head := 0
	out := make([]int, 0, len(nums)-k+1)
	for i, x := range nums {
		if head < len(window) && window[head] <= i-k {
			head++
		}
		for len(window) > head && nums[window[len(window)-1]] <= x {
			window = window[:len(window)-1]
		}
		window = append(window, i)
		if i >= k-1 {
			out = append(out, nums[window[head]])
		}
	}
	return out
}
