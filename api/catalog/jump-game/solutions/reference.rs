impl Solution {
    pub fn can_jump(nums: Vec<i32>) -> bool {
        let mut reach = 0; // the farthest index reachable so far
        for (i, &step) in nums.iter().enumerate() {
            if i > reach {
                return false;
            }
            reach = reach.max(i + step as usize);
        }
        true
    }
}
