impl Solution {
    pub fn longest_common_subsequence(text1: String, text2: String) -> i32 {
        let (a, b) = (text1.as_bytes(), text2.as_bytes());
        let n = b.len();
        // Two rows of the table: best[i][j] is the answer for the first i and j letters.
        let mut previous = vec![0; n + 1];
        let mut current = vec![0; n + 1];
        for i in 1..=a.len() {
            for j in 1..=n {
                current[j] = if a[i - 1] == b[j - 1] {
                    previous[j - 1] + 1
                } else {
                    previous[j].max(current[j - 1])
                };
            }
            std::mem::swap(&mut previous, &mut current);
        }
        previous[n]
    }
}
