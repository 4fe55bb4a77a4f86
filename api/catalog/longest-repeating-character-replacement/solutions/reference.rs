impl Solution {
    pub fn character_replacement(s: String, k: i32) -> i32 {
        let s = s.as_bytes();
        let mut count = [0; 26];
        let (mut left, mut best, mut answer) = (0, 0, 0);
        for right in 0..s.len() {
            let c = (s[right] - b'A') as usize;
            count[c] += 1;
            best = best.max(count[c]); // the most copies of one letter any window has held
            while (right - left + 1) as i32 - best > k {
                count[(s[left] - b'A') as usize] -= 1;
                left += 1;
            }
            answer = answer.max(right - left + 1);
        }
        answer as i32
    }
}
