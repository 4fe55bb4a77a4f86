impl Solution {
    pub fn partition(s: String) -> Vec<Vec<String>> {
        let n = s.len();
        let b = s.as_bytes();
        // pal[i][j]: s[i..=j] reads the same both ways.
        let mut pal = vec![vec![false; n]; n];
        for i in (0..n).rev() {
            for j in i..n {
                pal[i][j] = b[i] == b[j] && (j - i < 2 || pal[i + 1][j - 1]);
            }
        }
        let mut found = Vec::new();
        Self::search(&s, 0, &pal, &mut Vec::new(), &mut found);
        found
    }

    fn search(
        s: &str,
        start: usize,
        pal: &Vec<Vec<bool>>,
        pieces: &mut Vec<String>,
        found: &mut Vec<Vec<String>>,
    ) {
        if start == s.len() {
            found.push(pieces.clone());
            return;
        }
        for end in start..s.len() {
            if !pal[start][end] {
                continue;
            }
            pieces.push(s[start..=end].to_string());
            Self::search(s, end + 1, pal, pieces, found);
            pieces.pop();
        }
    }
}
