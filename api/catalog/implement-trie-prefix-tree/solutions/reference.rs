// The trie kept in two parallel vectors: node i's children (0 = none, since the root at 0 is
// nobody's child) and whether a word ends there.
struct Trie {
    next: Vec<[usize; 26]>,
    is_word: Vec<bool>,
}

impl Trie {
    fn new() -> Self {
        Trie { next: vec![[0; 26]], is_word: vec![false] }
    }

    fn insert(&mut self, word: String) {
        let mut node = 0;
        for c in word.bytes() {
            let letter = (c - b'a') as usize;
            if self.next[node][letter] == 0 {
                self.next.push([0; 26]);
                self.is_word.push(false);
                self.next[node][letter] = self.next.len() - 1;
            }
            node = self.next[node][letter];
        }
        self.is_word[node] = true;
    }

    fn search(&self, word: String) -> bool {
        self.find(&word).is_some_and(|node| self.is_word[node])
    }

    fn starts_with(&self, prefix: String) -> bool {
        self.find(&prefix).is_some()
    }

    // The node reached by spelling s from the root, if every letter has a child.
    fn find(&self, s: &str) -> Option<usize> {
        let mut node = 0;
        for c in s.bytes() {
            node = self.next[node][(c - b'a') as usize];
            if node == 0 {
                return None;
            }
        }
        Some(node)
    }
}

/**
 * Your Trie object will be instantiated and called as such:
 * let obj = Trie::new();
 * obj.insert(word);
 * let ret_2: bool = obj.search(word);
 * let ret_3: bool = obj.starts_with(prefix);
 */
