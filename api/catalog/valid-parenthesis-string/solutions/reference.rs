impl Solution {
    pub fn check_valid_string(s: String) -> bool {
        let (mut low, mut high) = (0i32, 0i32); // the fewest and the most open brackets this prefix can leave
        for c in s.bytes() {
            match c {
                b'(' => {
                    low += 1;
                    high += 1;
                }
                b')' => {
                    low -= 1;
                    high -= 1;
                }
                _ => {
                    low -= 1;
                    high += 1;
                }
            }
            if high < 0 {
                return false;
            }
            low = low.max(0);
        }
        low == 0
    }
}
