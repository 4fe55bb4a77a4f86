impl Solution {
    pub fn find_anagrams(s: String, p: String) -> Vec<i32> {
        let (s, p) = (s.as_bytes(), p.as_bytes());
        let (n, m) = (s.len(), p.len());
        let mut result = Vec::new();
        if m > n {
            return result;
        }
        // diff[c]: count of c in the window minus count in p; off counts letters with diff != 0.
        let mut diff = [0i32; 26];
        for i in 0..m {
            diff[(s[i] - b'a') as usize] += 1;
            diff[(p[i] - b'a') as usize] -= 1;
        }
        let mut off = diff.iter().filter(|&&d| d != 0).count();
        let mut change = |c: u8, delta: i32, off: &mut usize| {
            let c = (c - b'a') as usize;
            if diff[c] != 0 {
                *off -= 1;
            }
            diff[c] += delta;
            if diff[c] != 0 {
                *off += 1;
            }
        };
        if off == 0 {
            result.push(0);
        }
        for i in m..n {
            change(s[i], 1, &mut off);
            change(s[i - m], -1, &mut off);
            if off == 0 {
                result.push((i - m + 1) as i32);
            }
        }
        result
    }
}
