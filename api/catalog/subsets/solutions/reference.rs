impl Solution {
    pub fn subsets(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let n = nums.len();
        // Bit i of mask says whether nums[i] is in the subset.
        (0..1u32 << n)
            .map(|mask| {
                (0..n)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| nums[i])
                    .collect()
            })
            .collect()
    }
}
