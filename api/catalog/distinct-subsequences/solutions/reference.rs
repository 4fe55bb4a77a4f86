impl Solution {
    pub fn num_distinct(s: String, t: String) -> i32 {
        let t = t.as_bytes();
        let n = t.len();
        // ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes
        // of t can pass 32 bits; wrapping sums modulo 2^32 still give the answer exactly, since
        // it fits.
        let mut ways = vec![0u32; n + 1];
        ways[0] = 1;
        for c in s.bytes() {
            for j in (1..=n).rev() {
                if t[j - 1] == c {
                    ways[j] = ways[j].wrapping_add(ways[j - 1]);
                }
            }
        }
        ways[n] as i32
    }
}
