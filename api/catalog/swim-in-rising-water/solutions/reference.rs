use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn swim_in_water(grid: Vec<Vec<i32>>) -> i32 {
        let n = grid.len() as i32;
        // Dijkstra where a route costs its highest cell: the first time a cell is popped, its
        // route maximum is the least possible.
        let mut settled = vec![vec![false; n as usize]; n as usize];
        let mut heap = BinaryHeap::from([Reverse((grid[0][0], 0i32, 0i32))]);
        while let Some(Reverse((level, r, c))) = heap.pop() {
            if settled[r as usize][c as usize] {
                continue;
            }
            settled[r as usize][c as usize] = true;
            if r == n - 1 && c == n - 1 {
                return level;
            }
            for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr as usize][nc as usize] {
                    continue;
                }
                heap.push(Reverse((level.max(grid[nr as usize][nc as usize]), nr, nc)));
            }
        }
        -1
    }
}
