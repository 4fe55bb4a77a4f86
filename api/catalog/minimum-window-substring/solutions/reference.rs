impl Solution {
    pub fn min_window(s: String, t: String) -> String {
        let bytes = s.as_bytes();
        // need[c]: copies of c the window still lacks (negative: spare copies).
        let mut need = [0i32; 128];
        for c in t.bytes() {
            need[c as usize] += 1;
        }
        let mut missing = t.len();
        let (mut left, mut best_start, mut best_length) = (0, 0, usize::MAX);
        for right in 0..bytes.len() {
            let c = bytes[right] as usize;
            if need[c] > 0 {
                missing -= 1;
            }
            need[c] -= 1;
            while missing == 0 {
                if right - left + 1 < best_length {
                    best_length = right - left + 1;
                    best_start = left;
                }
                let d = bytes[left] as usize;
                need[d] += 1;
                if need[d] > 0 {
                    missing += 1;
                }
                left += 1;
            }
        }
        if best_length == usize::MAX {
            String::new()
        } else {
            s[best_start..best_start + best_length].to_string()
        }
    }
}
