impl Solution {
    pub fn get_sum(a: i32, b: i32) -> i32 {
        // Unsigned arithmetic wraps at 32 bits, so negative carries shift out cleanly.
        let (mut x, mut y) = (a as u32, b as u32);
        while y != 0 {
            let carry = (x & y) << 1;
            x ^= y; // the digits that stay
            y = carry;
        }
        x as i32
    }
}
