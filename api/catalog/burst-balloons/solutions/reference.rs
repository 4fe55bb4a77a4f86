impl Solution {
    pub fn max_coins(nums: Vec<i32>) -> i32 {
        let n = nums.len();
        // The row with a 1 standing at each end.
        let mut v = vec![1; n + 2];
        v[1..=n].copy_from_slice(&nums);
        // best[l][r]: the most coins from bursting every balloon strictly between l and r.
        let mut best = vec![vec![0; n + 2]; n + 2];
        for gap in 2..=n + 1 {
            for l in 0..=n + 1 - gap {
                let r = l + gap;
                // k is the last balloon burst between l and r.
                for k in l + 1..r {
                    best[l][r] = best[l][r].max(best[l][k] + v[l] * v[k] * v[r] + best[k][r]);
                }
            }
        }
        best[0][n + 1]
    }
}
