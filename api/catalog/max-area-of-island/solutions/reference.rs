impl Solution {
    pub fn max_area_of_island(mut grid: Vec<Vec<i32>>) -> i32 {
        let mut best = 0;
        for i in 0..grid.len() {
            for j in 0..grid[0].len() {
                if grid[i][j] == 1 {
                    best = best.max(Self::area(&mut grid, i as i32, j as i32));
                }
            }
        }
        best
    }

    // Sinks the island through (i, j) and returns how many cells it had.
    fn area(grid: &mut Vec<Vec<i32>>, i: i32, j: i32) -> i32 {
        if i < 0 || j < 0 || i >= grid.len() as i32 || j >= grid[0].len() as i32 {
            return 0;
        }
        if grid[i as usize][j as usize] != 1 {
            return 0;
        }
        grid[i as usize][j as usize] = 0;
        1 + Self::area(grid, i + 1, j)
            + Self::area(grid, i - 1, j)
            + Self::area(grid, i, j + 1)
            + Self::area(grid, i, j - 1)
    }
}
