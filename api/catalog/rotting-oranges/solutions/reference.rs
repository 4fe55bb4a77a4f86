use std::collections::VecDeque;

impl Solution {
    pub fn oranges_rotting(grid: Vec<Vec<i32>>) -> i32 {
        let mut grid = grid;
        let (m, n) = (grid.len() as i32, grid[0].len() as i32);
        let mut fresh = 0;
        let mut rotten = VecDeque::new();
        for i in 0..m {
            for j in 0..n {
                match grid[i as usize][j as usize] {
                    2 => rotten.push_back((i, j)),
                    1 => fresh += 1,
                    _ => {}
                }
            }
        }
        let mut minutes = 0;
        // Breadth-first, one layer per minute, while fresh oranges remain.
        while fresh > 0 && !rotten.is_empty() {
            minutes += 1;
            for _ in 0..rotten.len() {
                let (i, j) = rotten.pop_front().unwrap();
                for (di, dj) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let (a, b) = (i + di, j + dj);
                    if a >= 0 && b >= 0 && a < m && b < n && grid[a as usize][b as usize] == 1 {
                        grid[a as usize][b as usize] = 2;
                        fresh -= 1;
                        rotten.push_back((a, b));
                    }
                }
            }
        }
        if fresh == 0 { minutes } else { -1 }
    }
}
