use std::collections::HashSet;

impl Solution {
    pub fn ladder_length(begin_word: String, end_word: String, word_list: Vec<String>) -> i32 {
        let mut unused: HashSet<Vec<u8>> = word_list.into_iter().map(String::into_bytes).collect();
        let end = end_word.into_bytes();
        if !unused.contains(&end) {
            return 0;
        }
        let mut frontier = vec![begin_word.into_bytes()];
        let mut level = 1;
        while !frontier.is_empty() {
            let mut following = Vec::new();
            for mut word in frontier {
                for i in 0..word.len() {
                    let original = word[i];
                    for letter in b'a'..=b'z' {
                        word[i] = letter;
                        // Removed when first queued: a later path to it is never shorter.
                        if !unused.remove(&word) {
                            continue;
                        }
                        if word == end {
                            return level + 1;
                        }
                        following.push(word.clone());
                    }
                    word[i] = original;
                }
            }
            frontier = following;
            level += 1;
        }
        0
    }
}
