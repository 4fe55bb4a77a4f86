impl Solution {
    pub fn search_matrix(matrix: Vec<Vec<i32>>, target: i32) -> bool {
        let (m, n) = (matrix.len() as i32, matrix[0].len() as i32);
        // The rows laid end to end are one sorted list of m * n values: search it by index.
        let (mut lo, mut hi) = (0, m * n - 1);
        while lo <= hi {
            let mid = lo + (hi - lo) / 2;
            let value = matrix[(mid / n) as usize][(mid % n) as usize];
            if value == target {
                return true;
            }
            if value < target {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        false
    }
}
