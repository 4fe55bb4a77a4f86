impl Solution {
    pub fn count_bits(n: i32) -> Vec<i32> {
        let n = n as usize;
        let mut bits = vec![0; n + 1];
        // i has the bits of i >> 1 plus its own lowest bit.
        for i in 1..=n {
            bits[i] = bits[i >> 1] + (i & 1) as i32;
        }
        bits
    }
}
