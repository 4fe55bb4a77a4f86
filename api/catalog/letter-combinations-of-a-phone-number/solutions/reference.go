func letterCombinations(digits string) []string {
	if digits == "" {
		return []string{}
	}
	keys := []string{"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"}
	words := []string{""}
	for _, d := range digits {
		var longer []string
		for _, word := range words {
			for _, c := range keys[d-'0'] {
				longer = append(longer, word+string(c))
			}
		}
		words = longer
	}
	return words
}
