// Go 1.21+'s slices, maps and cmp, none of them imported.
func topKFrequent(nums []int, k int) []int {
    count := map[int]int{}
    for _, x := range nums {
        count[x]++
    }
    keys := slices.Collect(maps.Keys(count))
    slices.SortFunc(keys, func(a, b int) int { return cmp.Compare(count[b], count[a]) })
    return keys[:k]
}
