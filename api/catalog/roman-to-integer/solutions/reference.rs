impl Solution {
    pub fn roman_to_int(s: String) -> i32 {
        let value = |c: u8| match c {
            b'I' => 1,
            b'V' => 5,
            b'X' => 10,
            b'L' => 50,
            b'C' => 100,
            b'D' => 500,
            _ => 1000,
        };
        let s = s.as_bytes();
        let mut total = 0;
        for i in 0..s.len() {
            let v = value(s[i]);
            // A smaller symbol before a larger one is subtracted (IV, XC, CM).
            if i + 1 < s.len() && v < value(s[i + 1]) {
                total -= v;
            } else {
                total += v;
            }
        }
        total
    }
}
