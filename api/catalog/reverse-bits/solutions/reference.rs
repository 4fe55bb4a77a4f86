impl Solution {
    pub fn reverse_bits(n: u32) -> u32 {
        let mut n = n;
        let mut result = 0u32;
        for _ in 0..32 {
            result = (result << 1) | (n & 1);
            n >>= 1;
        }
        result
    }
}
