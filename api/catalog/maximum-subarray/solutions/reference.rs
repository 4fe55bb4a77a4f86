impl Solution {
    pub fn max_sub_array(nums: Vec<i32>) -> i32 {
        // Kadane: the best run ending here either extends the one ending before or starts anew.
        let (mut best, mut current) = (nums[0], nums[0]);
        for &x in &nums[1..] {
            current = x.max(current + x);
            best = best.max(current);
        }
        best
    }
}
