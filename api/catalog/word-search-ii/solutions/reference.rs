// A trie kept in one vector; a child index of 0 means "none" (0 is the root, never a child).
struct Node {
    next: [usize; 26],
    word: Option<usize>, // the word ending here, until it is found
    children: usize,
}

impl Solution {
    pub fn find_words(board: Vec<Vec<char>>, words: Vec<String>) -> Vec<String> {
        let mut board = board;
        let mut trie = vec![Node {
            next: [0; 26],
            word: None,
            children: 0,
        }];
        for (w, word) in words.iter().enumerate() {
            let mut node = 0;
            for c in word.bytes() {
                let c = (c - b'a') as usize;
                if trie[node].next[c] == 0 {
                    trie.push(Node {
                        next: [0; 26],
                        word: None,
                        children: 0,
                    });
                    trie[node].next[c] = trie.len() - 1;
                    trie[node].children += 1;
                }
                node = trie[node].next[c];
            }
            trie[node].word = Some(w);
        }
        let mut found = Vec::new();
        for i in 0..board.len() {
            for j in 0..board[0].len() {
                Self::dfs(&mut board, &words, &mut trie, &mut found, i, j, 0);
            }
        }
        found
    }

    fn dfs(
        board: &mut Vec<Vec<char>>,
        words: &[String],
        trie: &mut Vec<Node>,
        found: &mut Vec<String>,
        i: usize,
        j: usize,
        parent: usize,
    ) {
        let c = board[i][j];
        if c == '#' {
            return;
        }
        let letter = (c as u8 - b'a') as usize;
        let node = trie[parent].next[letter];
        if node == 0 {
            return;
        }
        if let Some(w) = trie[node].word.take() {
            found.push(words[w].clone());
        }
        board[i][j] = '#';
        if i > 0 {
            Self::dfs(board, words, trie, found, i - 1, j, node);
        }
        if i + 1 < board.len() {
            Self::dfs(board, words, trie, found, i + 1, j, node);
        }
        if j > 0 {
            Self::dfs(board, words, trie, found, i, j - 1, node);
        }
        if j + 1 < board[0].len() {
            Self::dfs(board, words, trie, found, i, j + 1, node);
        }
        board[i][j] = c;
        if trie[node].word.is_none() && trie[node].children == 0 {
            trie[parent].next[letter] = 0; // nothing left to find below: prune
            trie[parent].children -= 1;
        }
    }
}
