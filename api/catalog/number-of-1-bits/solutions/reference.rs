impl Solution {
    pub fn hammingWeight(n: i32) -> i32 {
        // n & (n - 1) clears the lowest set bit: count how many times until nothing is left.
        let (mut n, mut count) = (n, 0);
        while n != 0 {
            n &= n - 1;
            count += 1;
        }
        count
    }
}
