impl Solution {
    pub fn min_distance(word1: String, word2: String) -> i32 {
        let (a, b) = (word1.as_bytes(), word2.as_bytes());
        let n = b.len();
        // Two rows of the table: dist[i][j] is the fewest edits turning the first i letters of
        // word1 into the first j of word2.
        let mut previous: Vec<i32> = (0..=n as i32).collect();
        let mut current = vec![0; n + 1];
        for i in 1..=a.len() {
            current[0] = i as i32;
            for j in 1..=n {
                current[j] = if a[i - 1] == b[j - 1] {
                    previous[j - 1]
                } else {
                    1 + previous[j - 1].min(previous[j]).min(current[j - 1])
                };
            }
            std::mem::swap(&mut previous, &mut current);
        }
        previous[n]
    }
}
