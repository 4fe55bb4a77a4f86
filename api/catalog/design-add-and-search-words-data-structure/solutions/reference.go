type WordDictionary struct {
	next [26]*WordDictionary
	end  bool
}

func Constructor() WordDictionary {
	return WordDictionary{}
}

func (this *WordDictionary) AddWord(word string) {
	node := this
	for i := 0; i < len(word); i++ {
		letter := word[i] - 'a'
		if node.next[letter] == nil {
			node.next[letter] = &WordDictionary{}
		}
		node = node.next[letter]
	}
	node.end = true
}

func (this *WordDictionary) Search(word string) bool {
	if word == "" {
		return this.end
	}
	if word[0] != '.' {
		child := this.next[word[0]-'a']
		return child != nil && child.Search(word[1:])
	}
	// '.' matches any letter: try every child.
	for _, child := range this.next {
		if child != nil && child.Search(word[1:]) {
			return true
		}
	}
	return false
}

/**
 * Your WordDictionary object will be instantiated and called as such:
 * obj := Constructor();
 * obj.AddWord(word);
 * param_2 := obj.Search(word);
 */
