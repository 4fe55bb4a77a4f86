func combinationSum(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	found := [][]int{}
	current := []int{}
	// Candidates are sorted; indices before start are never chosen again, so each multiset comes once.
	var search func(start, remaining int)
	search = func(start, remaining int) {
		if remaining == 0 {
			found = append(found, slices.Clone(current))
			return
		}
		for i := start; i < len(candidates) && candidates[i] <= remaining; i++ {
			current = append(current, candidates[i])
			search(i, remaining-candidates[i])
			current = current[:len(current)-1]
		}
	}
	search(0, target)
	return found
}
