impl Solution {
    pub fn rotate(matrix: &mut Vec<Vec<i32>>) {
        let n = matrix.len();
        // A clockwise turn is a transpose followed by reversing every row.
        for i in 0..n {
            for j in i + 1..n {
                let t = matrix[i][j];
                matrix[i][j] = matrix[j][i];
                matrix[j][i] = t;
            }
        }
        for row in matrix.iter_mut() {
            row.reverse();
        }
    }
}
