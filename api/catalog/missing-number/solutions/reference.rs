impl Solution {
    pub fn missing_number(nums: Vec<i32>) -> i32 {
        // XOR of 0..=n and of every number: each present value cancels out, the missing one stays.
        let mut result = nums.len() as i32;
        for (i, &x) in nums.iter().enumerate() {
            result ^= i as i32 ^ x;
        }
        result
    }
}
