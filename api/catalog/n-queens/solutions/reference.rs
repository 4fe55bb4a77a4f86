impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut board = vec![vec![b'.'; n]; n];
        // Lines already covered by a queen: columns, then both diagonals.
        let mut covered = (
            vec![false; n],
            vec![false; 2 * n - 1],
            vec![false; 2 * n - 1],
        );
        let mut found = Vec::new();
        Self::place(0, n, &mut board, &mut covered, &mut found);
        found
    }

    fn place(
        row: usize,
        n: usize,
        board: &mut Vec<Vec<u8>>,
        covered: &mut (Vec<bool>, Vec<bool>, Vec<bool>),
        found: &mut Vec<Vec<String>>,
    ) {
        if row == n {
            found.push(
                board
                    .iter()
                    .map(|r| String::from_utf8(r.clone()).unwrap())
                    .collect(),
            );
            return;
        }
        for col in 0..n {
            let (d, a) = (row + n - 1 - col, row + col);
            if covered.0[col] || covered.1[d] || covered.2[a] {
                continue;
            }
            covered.0[col] = true;
            covered.1[d] = true;
            covered.2[a] = true;
            board[row][col] = b'Q';
            Self::place(row + 1, n, board, covered, found);
            board[row][col] = b'.';
            covered.0[col] = false;
            covered.1[d] = false;
            covered.2[a] = false;
        }
    }
}
