impl Solution {
    pub fn min_distance(word1: String, word2: String) -> i32 {
        let (a, b) = (word1.as_bytes(), word2.as_bytes());
        let (m, n) = (a.len(), b.len());
        // dist[i][j]: the fewest edits turning the first i letters of word1 into the first j of word2.
        let mut dist = vec![vec![0; n + 1]; m + 1];
        for i in 0..=m {
            dist[i][0] = i as i32;
        }
        for j in 0..=n {
            dist[0][j] = j as i32;
        }
        for i in 1..=m {
            for j in 1..=n {
                dist[i][j] = if a[i - 1] == b[j - 1] {
                    dist[i - 1][j - 1]
                } else {
                    1 + dist[i - 1][j - 1].min(dist[i - 1][j]).min(dist[i][j - 1])
                };
            }
        }
        dist[m][n]
    }
}
