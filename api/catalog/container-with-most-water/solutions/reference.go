func maxArea(height []int) int {
	best, lo, hi := 0, 0, len(height)-1
	for lo < hi {
		best = max(best, min(height[lo], height[hi])*(hi-lo))
		// The shorter wall limits every container that keeps it, so move past it.
		if height[lo] < height[hi] {
			lo++
		} else {
			hi--
		}
	}
	return best
}
