impl Solution {
    pub fn is_palindrome(s: String) -> bool {
        let s = s.as_bytes();
        if s.is_empty() {
            return true;
        }
        let (mut i, mut j) = (0, s.len() - 1);
        while i < j {
            if !s[i].is_ascii_alphanumeric() {
                i += 1;
            } else if !s[j].is_ascii_alphanumeric() {
                j -= 1;
            } else if s[i].to_ascii_lowercase() != s[j].to_ascii_lowercase() {
                return false;
            } else {
                i += 1;
                j -= 1;
            }
        }
        true
    }
}
