use std::collections::HashMap;

impl Solution {
    pub fn top_k_frequent(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let mut count: HashMap<i32, usize> = HashMap::new();
        for &x in &nums {
            *count.entry(x).or_insert(0) += 1;
        }
        // Bucket by count: buckets[c] holds the values that occur exactly c times.
        let mut buckets = vec![Vec::new(); nums.len() + 1];
        for (&value, &c) in &count {
            buckets[c].push(value);
        }
        let k = k as usize;
        let mut result = Vec::with_capacity(k);
        for bucket in buckets.iter().rev() {
            if result.len() >= k {
                break;
            }
            result.extend_from_slice(bucket);
        }
        result.truncate(k);
        result
    }
}
