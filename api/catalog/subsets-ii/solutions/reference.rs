impl Solution {
    pub fn subsets_with_dup(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        nums.sort_unstable();
        let mut found = Vec::new();
        Self::search(&nums, 0, &mut Vec::new(), &mut found);
        found
    }

    fn search(nums: &[i32], start: usize, current: &mut Vec<i32>, found: &mut Vec<Vec<i32>>) {
        found.push(current.clone());
        for i in start..nums.len() {
            // A value already tried at this level would only repeat the same subsets.
            if i > start && nums[i] == nums[i - 1] {
                continue;
            }
            current.push(nums[i]);
            Self::search(nums, i + 1, current, found);
            current.pop();
        }
    }
}
