use std::collections::HashMap;

impl Solution {
    pub fn exist(board: Vec<Vec<char>>, word: String) -> bool {
        let mut board = board;
        let (m, n) = (board.len(), board[0].len());
        // Prune: the board must hold enough of every letter of the word.
        let mut have: HashMap<char, usize> = HashMap::new();
        for &c in board.iter().flatten() {
            *have.entry(c).or_insert(0) += 1;
        }
        let mut word: Vec<char> = word.chars().collect();
        let mut need: HashMap<char, usize> = HashMap::new();
        for &c in &word {
            let count = need.entry(c).or_insert(0);
            *count += 1;
            if *count > have.get(&c).copied().unwrap_or(0) {
                return false;
            }
        }
        // Start from the rarer end, which cuts the number of starting points and early branches.
        if have[&word[word.len() - 1]] < have[&word[0]] {
            word.reverse();
        }
        for i in 0..m {
            for j in 0..n {
                if Self::trace(&mut board, &word, i as i32, j as i32, 0) {
                    return true;
                }
            }
        }
        false
    }

    fn trace(board: &mut Vec<Vec<char>>, word: &[char], i: i32, j: i32, k: usize) -> bool {
        if i < 0 || j < 0 || i >= board.len() as i32 || j >= board[0].len() as i32 {
            return false;
        }
        let (r, c) = (i as usize, j as usize);
        if board[r][c] != word[k] {
            return false;
        }
        if k + 1 == word.len() {
            return true;
        }
        let saved = board[r][c];
        board[r][c] = '#'; // mark the cell as used on this path
        let found = Self::trace(board, word, i + 1, j, k + 1)
            || Self::trace(board, word, i - 1, j, k + 1)
            || Self::trace(board, word, i, j + 1, k + 1)
            || Self::trace(board, word, i, j - 1, k + 1);
        board[r][c] = saved;
        found
    }
}
