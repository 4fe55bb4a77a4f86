// A trie kept in two parallel vectors: node i's children (0 = none, since the root at 0 is
// nobody's child) and whether a word ends there.
struct WordDictionary {
    next: Vec<[usize; 26]>,
    end: Vec<bool>,
}

impl WordDictionary {
    fn new() -> Self {
        WordDictionary { next: vec![[0; 26]], end: vec![false] }
    }

    fn add_word(&mut self, word: String) {
        let mut node = 0;
        for c in word.bytes() {
            let letter = (c - b'a') as usize;
            if self.next[node][letter] == 0 {
                self.next.push([0; 26]);
                self.end.push(false);
                self.next[node][letter] = self.next.len() - 1;
            }
            node = self.next[node][letter];
        }
        self.end[node] = true;
    }

    fn search(&self, word: String) -> bool {
        self.matches(word.as_bytes(), 0)
    }

    // Whether word (the part still to read) is spelt by a path from node; '.' tries every child.
    fn matches(&self, word: &[u8], node: usize) -> bool {
        let Some((&c, rest)) = word.split_first() else { return self.end[node] };
        if c != b'.' {
            let child = self.next[node][(c - b'a') as usize];
            return child != 0 && self.matches(rest, child);
        }
        self.next[node].iter().any(|&child| child != 0 && self.matches(rest, child))
    }
}

/**
 * Your WordDictionary object will be instantiated and called as such:
 * let obj = WordDictionary::new();
 * obj.add_word(word);
 * let ret_2: bool = obj.search(word);
 */
