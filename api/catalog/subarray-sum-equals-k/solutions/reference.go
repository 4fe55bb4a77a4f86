func subarraySum(nums []int, k int) int {
	// A run (i, j] sums to k when prefix[j] - prefix[i] == k: count earlier prefixes.
	seen := map[int]int{0: 1}
	prefix, count := 0, 0
	for _, x := range nums {
		prefix += x
		count += seen[prefix-k]
		seen[prefix]++
	}
	return count
}
