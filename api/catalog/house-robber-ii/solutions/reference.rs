impl Solution {
    pub fn rob(nums: Vec<i32>) -> i32 {
        // House Robber on a straight street: take is the best up to the previous house, skip the
        // best up to the one before it.
        fn rob_row(street: &[i32]) -> i32 {
            let (mut skip, mut take) = (0, 0);
            for &x in street {
                (skip, take) = (take, take.max(skip + x));
            }
            take
        }
        let n = nums.len();
        if n == 1 {
            return nums[0];
        }
        // The first and last house are neighbours: one of them is left out.
        rob_row(&nums[..n - 1]).max(rob_row(&nums[1..]))
    }
}
