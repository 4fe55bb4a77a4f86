use std::collections::HashMap;

impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        // value -> index; in i64 because target - x can leave the i32 range (10^9 - (-10^9)).
        let mut seen: HashMap<i64, i32> = HashMap::new();
        for (i, &x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target as i64 - x as i64)) {
                return vec![j, i as i32];
            }
            seen.insert(x as i64, i as i32);
        }
        vec![]
    }
}
