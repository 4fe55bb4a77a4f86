type trieNode struct {
	next     [26]*trieNode
	word     int // index of the word ending here, -1 if none (or already found)
	children int
}

func findWords(board [][]byte, words []string) []string {
	root := &trieNode{word: -1}
	for w, word := range words {
		node := root
		for i := 0; i < len(word); i++ {
			c := word[i] - 'a'
			if node.next[c] == nil {
				node.next[c] = &trieNode{word: -1}
				node.children++
			}
			node = node.next[c]
		}
		node.word = w
	}
	found := []string{}
	m, n := len(board), len(board[0])
	dr, dc := [4]int{1, -1, 0, 0}, [4]int{0, 0, 1, -1}
	var dfs func(i, j int, parent *trieNode)
	dfs = func(i, j int, parent *trieNode) {
		c := board[i][j]
		if c == '#' {
			return
		}
		node := parent.next[c-'a']
		if node == nil {
			return
		}
		if node.word >= 0 {
			found = append(found, words[node.word])
			node.word = -1
		}
		board[i][j] = '#'
		for d := 0; d < 4; d++ {
			r, s := i+dr[d], j+dc[d]
			if r >= 0 && s >= 0 && r < m && s < n {
				dfs(r, s, node)
			}
		}
		board[i][j] = c
		if node.word < 0 && node.children == 0 {
			parent.next[c-'a'] = nil // nothing left to find below: prune
			parent.children--
		}
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			dfs(i, j, root)
		}
	}
	return found
}
