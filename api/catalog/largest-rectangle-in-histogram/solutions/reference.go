func largestRectangleArea(heights []int) int {
	// Indices of bars with increasing heights; a bar is popped when a lower one arrives,
	// which fixes the right edge of its widest rectangle.
	var stack []int
	best, n := 0, len(heights)
	for i := 0; i <= n; i++ {
		h := 0
		if i < n {
			h = heights[i]
		}
		for len(stack) > 0 && heights[stack[len(stack)-1]] >= h {
			height := heights[stack[len(stack)-1]]
			stack = stack[:len(stack)-1]
			left := -1
			if len(stack) > 0 {
				left = stack[len(stack)-1]
			}
			best = max(best, height*(i-left-1))
		}
		stack = append(stack, i)
	}
	return best
}
