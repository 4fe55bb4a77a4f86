impl Solution {
    pub fn max_product(nums: Vec<i32>) -> i32 {
        // Track both the largest and the smallest product of a run ending here: a negative
        // number swaps their roles.
        let (mut best, mut high, mut low) = (nums[0], nums[0], nums[0]);
        for &x in &nums[1..] {
            if x < 0 {
                std::mem::swap(&mut high, &mut low);
            }
            high = x.max(high * x);
            low = x.min(low * x);
            best = best.max(high);
        }
        best
    }
}
