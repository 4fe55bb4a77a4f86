func combinationSum2(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	found := [][]int{}
	current := []int{}
	var search func(start, remaining int)
	search = func(start, remaining int) {
		if remaining == 0 {
			found = append(found, slices.Clone(current))
			return
		}
		for i := start; i < len(candidates) && candidates[i] <= remaining; i++ {
			// A value already tried at this level would only repeat the same combinations.
			if i > start && candidates[i] == candidates[i-1] {
				continue
			}
			current = append(current, candidates[i])
			search(i+1, remaining-candidates[i])
			current = current[:len(current)-1]
		}
	}
	search(0, target)
	return found
}
