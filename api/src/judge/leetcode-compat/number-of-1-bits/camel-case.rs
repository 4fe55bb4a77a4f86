impl Solution {
    // LeetCode's Rust starter keeps the camelCase name, with a signed n.
    pub fn hammingWeight(n: i32) -> i32 {
        n.count_ones() as i32
    }
}
