impl Solution {
    pub fn permute(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        let mut result = Vec::new();
        Self::arrange(&mut nums, 0, &mut result);
        result
    }

    // Fixes position `start` to each remaining value in turn, then arranges the rest.
    fn arrange(nums: &mut Vec<i32>, start: usize, result: &mut Vec<Vec<i32>>) {
        if start == nums.len() {
            result.push(nums.clone());
            return;
        }
        for i in start..nums.len() {
            nums.swap(start, i);
            Self::arrange(nums, start + 1, result);
            nums.swap(start, i);
        }
    }
}
