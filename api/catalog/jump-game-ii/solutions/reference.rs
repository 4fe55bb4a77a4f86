impl Solution {
    pub fn jump(nums: Vec<i32>) -> i32 {
        let (mut jumps, mut end, mut furthest) = (0, 0, 0);
        // Stop before the last index: standing on it needs no further jump.
        for i in 0..nums.len() - 1 {
            furthest = furthest.max(i + nums[i] as usize);
            if i == end {
                jumps += 1;
                end = furthest;
            }
        }
        jumps
    }
}
