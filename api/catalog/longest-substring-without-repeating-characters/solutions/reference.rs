impl Solution {
    pub fn length_of_longest_substring(s: String) -> i32 {
        let mut last = [-1i32; 256]; // the index where each byte was seen last
        let (mut best, mut left) = (0, 0);
        for (right, &c) in s.as_bytes().iter().enumerate() {
            let right = right as i32;
            if last[c as usize] >= left {
                left = last[c as usize] + 1;
            }
            last[c as usize] = right;
            best = best.max(right - left + 1);
        }
        best
    }
}
