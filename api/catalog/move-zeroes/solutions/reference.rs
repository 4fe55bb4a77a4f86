impl Solution {
    pub fn move_zeroes(nums: &mut Vec<i32>) {
        // Swap each non-zero down to the next free place; the zeros drift to the end.
        let mut write = 0;
        for read in 0..nums.len() {
            if nums[read] != 0 {
                nums.swap(write, read);
                write += 1;
            }
        }
    }
}
