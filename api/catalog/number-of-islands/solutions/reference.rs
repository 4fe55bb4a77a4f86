impl Solution {
    pub fn num_islands(mut grid: Vec<Vec<char>>) -> i32 {
        let (m, n) = (grid.len(), grid[0].len());
        let mut islands = 0;
        let mut stack = Vec::new();
        for i in 0..m {
            for j in 0..n {
                if grid[i][j] != '1' {
                    continue;
                }
                islands += 1;
                // Sink the whole island with an explicit stack (an island can hold 90 000 cells).
                grid[i][j] = '0';
                stack.push((i, j));
                while let Some((r, c)) = stack.pop() {
                    let neighbours = [
                        (r + 1, c),
                        (r.wrapping_sub(1), c),
                        (r, c + 1),
                        (r, c.wrapping_sub(1)),
                    ];
                    for (nr, nc) in neighbours {
                        if nr < m && nc < n && grid[nr][nc] == '1' {
                            grid[nr][nc] = '0';
                            stack.push((nr, nc));
                        }
                    }
                }
            }
        }
        islands
    }
}
