// The itertools crate (Debian's 0.10): sorted, then grouped, then the k largest groups.
use itertools::Itertools;

impl Solution {
    pub fn top_k_frequent(nums: Vec<i32>, k: i32) -> Vec<i32> {
        nums.into_iter()
            .sorted()
            .group_by(|&x| x)
            .into_iter()
            .map(|(value, group)| (group.count(), value))
            .sorted_by(|a, b| b.cmp(a))
            .take(k as usize)
            .map(|(_, value)| value)
            .collect_vec()
    }
}
