use std::collections::HashSet;

impl Solution {
    pub fn word_break(s: String, word_dict: Vec<String>) -> bool {
        let words: HashSet<&str> = word_dict.iter().map(|w| w.as_str()).collect();
        let n = s.len();
        // can[i]: the first i characters can be cut into words (no word is longer than 20).
        let mut can = vec![false; n + 1];
        can[0] = true;
        for i in 1..=n {
            for len in 1..=i.min(20) {
                if can[i - len] && words.contains(&s[i - len..i]) {
                    can[i] = true;
                    break;
                }
            }
        }
        can[n]
    }
}
