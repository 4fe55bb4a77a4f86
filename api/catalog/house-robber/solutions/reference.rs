impl Solution {
    pub fn rob(nums: Vec<i32>) -> i32 {
        // The best totals so far without / with the previous house.
        let (mut skip, mut take) = (0, 0);
        for x in nums {
            (skip, take) = (skip.max(take), skip + x);
        }
        skip.max(take)
    }
}
