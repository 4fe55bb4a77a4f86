// The regex crate: keeps only the letters (both strings are lowercase letters anyway), then compares
// the sorted characters.
use regex::Regex;

impl Solution {
    pub fn is_anagram(s: String, t: String) -> bool {
        let letters = Regex::new(r"[a-z]").unwrap();
        let sorted = |text: &str| {
            let mut chars: Vec<&str> = letters.find_iter(text).map(|m| m.as_str()).collect();
            chars.sort_unstable();
            chars.concat()
        };
        s.len() == t.len() && sorted(&s) == sorted(&t)
    }
}
