use std::collections::VecDeque;

impl Solution {
    pub fn walls_and_gates(rooms: &mut Vec<Vec<i32>>) {
        let (m, n) = (rooms.len() as i32, rooms[0].len() as i32);
        // One breadth-first search from every gate at once: the first visit is the nearest gate's.
        let mut todo = VecDeque::new();
        for r in 0..m {
            for c in 0..n {
                if rooms[r as usize][c as usize] == 0 {
                    todo.push_back((r, c));
                }
            }
        }
        while let Some((r, c)) = todo.pop_front() {
            let distance = rooms[r as usize][c as usize] + 1;
            for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0
                    || nc < 0
                    || nr >= m
                    || nc >= n
                    || rooms[nr as usize][nc as usize] != i32::MAX
                {
                    continue;
                }
                rooms[nr as usize][nc as usize] = distance;
                todo.push_back((nr, nc));
            }
        }
    }
}
