use std::collections::HashSet;

impl Solution {
    pub fn contains_duplicate(nums: Vec<i32>) -> bool {
        let mut seen = HashSet::with_capacity(nums.len());
        // insert returns false for a value already seen.
        !nums.into_iter().all(|x| seen.insert(x))
    }
}
