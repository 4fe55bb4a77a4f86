impl Solution {
    pub fn unique_paths(m: i32, n: i32) -> i32 {
        // paths[j]: the number of ways to reach column j of the current row.
        let mut paths = vec![1; n as usize];
        for _ in 1..m {
            for j in 1..n as usize {
                paths[j] += paths[j - 1];
            }
        }
        paths[n as usize - 1]
    }
}
