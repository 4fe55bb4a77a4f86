func longestCommonPrefix(strs []string) string {
	prefix := strs[0]
	for _, word := range strs[1:] {
		j := 0
		for j < len(prefix) && j < len(word) && prefix[j] == word[j] {
			j++
		}
		prefix = prefix[:j]
	}
	return prefix
}
