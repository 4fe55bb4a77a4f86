impl Solution {
    pub fn can_partition(nums: Vec<i32>) -> bool {
        let total: i32 = nums.iter().sum();
        if total % 2 == 1 {
            return false;
        }
        let half = (total / 2) as usize;
        // reachable[s]: some subset of the numbers seen so far adds up to s.
        let mut reachable = vec![false; half + 1];
        reachable[0] = true;
        for &x in &nums {
            let x = x as usize;
            for s in (x..=half).rev() {
                if reachable[s - x] {
                    reachable[s] = true;
                }
            }
        }
        reachable[half]
    }
}
