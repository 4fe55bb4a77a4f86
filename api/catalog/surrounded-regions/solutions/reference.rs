use std::collections::VecDeque;

impl Solution {
    pub fn solve(board: &mut Vec<Vec<char>>) {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        // Everything an O on the border reaches is safe: mark it '#' with a breadth-first search.
        let mut todo = VecDeque::new();
        for r in 0..m {
            Self::keep(board, &mut todo, r, 0);
            Self::keep(board, &mut todo, r, n - 1);
        }
        for c in 0..n {
            Self::keep(board, &mut todo, 0, c);
            Self::keep(board, &mut todo, m - 1, c);
        }
        while let Some((r, c)) = todo.pop_front() {
            Self::keep(board, &mut todo, r + 1, c);
            Self::keep(board, &mut todo, r - 1, c);
            Self::keep(board, &mut todo, r, c + 1);
            Self::keep(board, &mut todo, r, c - 1);
        }
        for row in board.iter_mut() {
            for cell in row.iter_mut() {
                *cell = if *cell == '#' { 'O' } else { 'X' };
            }
        }
    }

    fn keep(board: &mut Vec<Vec<char>>, todo: &mut VecDeque<(i32, i32)>, r: i32, c: i32) {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        if r >= 0 && c >= 0 && r < m && c < n && board[r as usize][c as usize] == 'O' {
            board[r as usize][c as usize] = '#';
            todo.push_back((r, c));
        }
    }
}
