func minEatingSpeed(piles []int, h int) int {
	lo, hi := 1, slices.Max(piles)
	for lo < hi {
		k := lo + (hi-lo)/2
		hours := 0
		for _, p := range piles {
			hours += (p-1)/k + 1
		}
		if hours <= h {
			hi = k
		} else {
			lo = k + 1
		}
	}
	return lo
}
