func mergeTriplets(triplets [][]int, target []int) bool {
	var best [3]int
	for _, t := range triplets {
		// A triplet that overshoots anywhere would spoil every merge it joins.
		if t[0] > target[0] || t[1] > target[1] || t[2] > target[2] {
			continue
		}
		for k := 0; k < 3; k++ {
			best[k] = max(best[k], t[k])
		}
	}
	return best[0] == target[0] && best[1] == target[1] && best[2] == target[2]
}
