impl Solution {
    pub fn is_interleave(s1: String, s2: String, s3: String) -> bool {
        let (a, b, c) = (s1.as_bytes(), s2.as_bytes(), s3.as_bytes());
        let (m, n) = (a.len(), b.len());
        if m + n != c.len() {
            return false;
        }
        // ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
        let mut ok = vec![false; n + 1];
        for i in 0..=m {
            for j in 0..=n {
                ok[j] = if i == 0 && j == 0 {
                    true
                } else {
                    (i > 0 && ok[j] && a[i - 1] == c[i + j - 1]) || (j > 0 && ok[j - 1] && b[j - 1] == c[i + j - 1])
                };
            }
        }
        ok[n]
    }
}
