impl Solution {
    pub fn my_pow(x: f64, n: i32) -> f64 {
        let mut x = x;
        let mut e = n as i64; // -(-2^31) does not fit in an i32
        if e < 0 {
            x = 1.0 / x;
            e = -e;
        }
        let mut result = 1.0;
        // Square x once per binary digit of e; multiply in the squares of the set bits.
        while e > 0 {
            if e & 1 == 1 {
                result *= x;
            }
            x *= x;
            e >>= 1;
        }
        result
    }
}
