func groupAnagrams(strs []string) [][]string {
	// Anagrams share the same letters once sorted.
	groups := map[string][]string{}
	for _, s := range strs {
		key := []byte(s)
		slices.Sort(key)
		groups[string(key)] = append(groups[string(key)], s)
	}
	result := make([][]string, 0, len(groups))
	for _, group := range groups {
		result = append(result, group)
	}
	return result
}
