type Trie struct {
	next   [26]*Trie
	isWord bool
}

func Constructor() Trie {
	return Trie{}
}

func (this *Trie) Insert(word string) {
	node := this
	for i := 0; i < len(word); i++ {
		letter := word[i] - 'a'
		if node.next[letter] == nil {
			node.next[letter] = &Trie{}
		}
		node = node.next[letter]
	}
	node.isWord = true
}

func (this *Trie) Search(word string) bool {
	node := this.find(word)
	return node != nil && node.isWord
}

func (this *Trie) StartsWith(prefix string) bool {
	return this.find(prefix) != nil
}

// find is the node reached by spelling s from this one, or nil when a letter has no child.
func (this *Trie) find(s string) *Trie {
	node := this
	for i := 0; i < len(s) && node != nil; i++ {
		node = node.next[s[i]-'a']
	}
	return node
}

/**
 * Your Trie object will be instantiated and called as such:
 * obj := Constructor();
 * obj.Insert(word);
 * param_2 := obj.Search(word);
 * param_3 := obj.StartsWith(prefix);
 */
