func ladderLength(beginWord string, endWord string, wordList []string) int {
	unused := map[string]bool{}
	for _, w := range wordList {
		unused[w] = true
	}
	if !unused[endWord] {
		return 0
	}
	frontier := []string{beginWord}
	for level := 1; len(frontier) > 0; level++ {
		following := []string{}
		for _, word := range frontier {
			letters := []byte(word)
			for i := range letters {
				original := letters[i]
				for letter := byte('a'); letter <= 'z'; letter++ {
					letters[i] = letter
					candidate := string(letters)
					if !unused[candidate] {
						continue
					}
					if candidate == endWord {
						return level + 1
					}
					// Removed when first queued: a later path to it is never shorter.
					delete(unused, candidate)
					following = append(following, candidate)
				}
				letters[i] = original
			}
		}
		frontier = following
	}
	return 0
}
