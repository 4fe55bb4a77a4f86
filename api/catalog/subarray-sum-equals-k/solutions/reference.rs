use std::collections::HashMap;

impl Solution {
    pub fn subarray_sum(nums: Vec<i32>, k: i32) -> i32 {
        // A run (i, j] sums to k when prefix[j] - prefix[i] == k: count earlier prefixes.
        let mut seen: HashMap<i32, i32> = HashMap::from([(0, 1)]);
        let (mut prefix, mut count) = (0, 0);
        for x in nums {
            prefix += x;
            count += seen.get(&(prefix - k)).copied().unwrap_or(0);
            *seen.entry(prefix).or_insert(0) += 1;
        }
        count
    }
}
