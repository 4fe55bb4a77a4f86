impl Solution {
    pub fn longest_palindrome(s: String) -> String {
        let bytes = s.as_bytes();
        let n = bytes.len() as i32;
        let (mut best_start, mut best_length) = (0, 1);
        // Expand around each of the 2n - 1 centres: a letter (odd length) or a gap (even length).
        for centre in 0..2 * n - 1 {
            let mut left = centre / 2;
            let mut right = left + centre % 2;
            while left >= 0 && right < n && bytes[left as usize] == bytes[right as usize] {
                left -= 1;
                right += 1;
            }
            let length = right - left - 1;
            if length > best_length {
                best_length = length;
                best_start = left + 1;
            }
        }
        s[best_start as usize..(best_start + best_length) as usize].to_string()
    }
}
