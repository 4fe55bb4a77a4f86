impl Solution {
    pub fn count_substrings(s: String) -> i32 {
        let b = s.as_bytes();
        let n = b.len() as i32;
        let mut count = 0;
        // Grow a palindrome around each of the 2n - 1 centres (a letter or a gap between two).
        for centre in 0..2 * n - 1 {
            let mut left = centre / 2;
            let mut right = left + centre % 2;
            while left >= 0 && right < n && b[left as usize] == b[right as usize] {
                count += 1;
                left -= 1;
                right += 1;
            }
        }
        count
    }
}
