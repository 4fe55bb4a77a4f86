impl Solution {
    pub fn check_inclusion(s1: String, s2: String) -> bool {
        let (a, b) = (s1.as_bytes(), s2.as_bytes());
        let (m, n) = (a.len(), b.len());
        if m > n {
            return false;
        }
        let mut need = [0i32; 26];
        let mut have = [0i32; 26];
        for i in 0..m {
            need[(a[i] - b'a') as usize] += 1;
            have[(b[i] - b'a') as usize] += 1;
        }
        // matches: how many letters occur as often in the window as in s1.
        let mut matches = (0..26).filter(|&c| need[c] == have[c]).count();
        for i in m..n {
            if matches == 26 {
                return true;
            }
            let incoming = (b[i] - b'a') as usize;
            let outgoing = (b[i - m] - b'a') as usize;
            if have[incoming] == need[incoming] {
                matches -= 1;
            }
            have[incoming] += 1;
            if have[incoming] == need[incoming] {
                matches += 1;
            }
            if have[outgoing] == need[outgoing] {
                matches -= 1;
            }
            have[outgoing] -= 1;
            if have[outgoing] == need[outgoing] {
                matches += 1;
            }
        }
        matches == 26
    }
}
