impl Solution {
    pub fn find_target_sum_ways(nums: Vec<i32>, target: i32) -> i32 {
        let sum: i32 = nums.iter().sum();
        // The plus-signed numbers must total (sum + target) / 2.
        if target.abs() > sum || (sum + target) % 2 != 0 {
            return 0;
        }
        let goal = ((sum + target) / 2) as usize;
        let mut ways = vec![0; goal + 1]; // ways[s]: choices of numbers so far that total s
        ways[0] = 1;
        for &x in &nums {
            let x = x as usize;
            for s in (x..=goal).rev() {
                ways[s] += ways[s - x];
            }
        }
        ways[goal]
    }
}
