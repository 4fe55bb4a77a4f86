func productExceptSelf(nums []int) []int {
	n := len(nums)
	answer := make([]int, n)
	// answer[i] first holds the product to the left of i, then is multiplied by the right.
	answer[0] = 1
	for i := 1; i < n; i++ {
		answer[i] = answer[i-1] * nums[i-1]
	}
	right := 1
	for i := n - 1; i >= 0; i-- {
		answer[i] *= right
		right *= nums[i]
	}
	return answer
}
