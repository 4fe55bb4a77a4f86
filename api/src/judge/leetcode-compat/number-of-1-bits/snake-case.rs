impl Solution {
    // The name Rust's own style would give: accepted too.
    pub fn hamming_weight(n: i32) -> i32 {
        let mut rest = n;
        let mut ones = 0;
        while rest > 0 {
            ones += rest & 1;
            rest >>= 1;
        }
        ones
    }
}
