impl Solution {
    pub fn num_decodings(s: String) -> i32 {
        let s = s.as_bytes();
        // one, two: the decodings of the prefixes one and two digits shorter than the current one.
        let (mut two, mut one) = (0, 1);
        for i in 0..s.len() {
            let mut here = if s[i] != b'0' { one } else { 0 };
            if i > 0 {
                let pair = (s[i - 1] - b'0') * 10 + (s[i] - b'0');
                if (10..=26).contains(&pair) {
                    here += two;
                }
            }
            (two, one) = (one, here);
        }
        one
    }
}
