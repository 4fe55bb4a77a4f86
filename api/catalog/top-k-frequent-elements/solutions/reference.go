func topKFrequent(nums []int, k int) []int {
	count := map[int]int{}
	for _, x := range nums {
		count[x]++
	}
	// Bucket by count: buckets[c] holds the values that occur exactly c times.
	buckets := make([][]int, len(nums)+1)
	for value, c := range count {
		buckets[c] = append(buckets[c], value)
	}
	result := make([]int, 0, k)
	for c := len(nums); c > 0 && len(result) < k; c-- {
		result = append(result, buckets[c]...)
	}
	return result[:k]
}
