func lengthOfLIS(nums []int) int {
	// tails[k]: the smallest last element of an increasing subsequence of length k + 1.
	var tails []int
	for _, x := range nums {
		at := sort.SearchInts(tails, x) // the first tail >= x
		if at == len(tails) {
			tails = append(tails, x)
		} else {
			tails[at] = x
		}
	}
	return len(tails)
}
