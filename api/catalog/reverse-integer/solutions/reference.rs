impl Solution {
    pub fn reverse(x: i32) -> i32 {
        let mut x = x;
        let mut result: i32 = 0;
        while x != 0 {
            let digit = x % 10;
            // Appending a digit multiplies by 10: give up (0) when that leaves the i32 range.
            match result.checked_mul(10).and_then(|r| r.checked_add(digit)) {
                Some(next) => result = next,
                None => return 0,
            }
            x /= 10;
        }
        result
    }
}
