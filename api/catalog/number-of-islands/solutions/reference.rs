impl Solution {
    pub fn num_islands(mut grid: Vec<Vec<char>>) -> i32 {
        let mut islands = 0;
        for i in 0..grid.len() {
            for j in 0..grid[0].len() {
                if grid[i][j] == '1' {
                    islands += 1;
                    Self::sink(&mut grid, i as i32, j as i32);
                }
            }
        }
        islands
    }

    // Turns the island through (i, j) into water, one recursive call per neighbour.
    fn sink(grid: &mut Vec<Vec<char>>, i: i32, j: i32) {
        if i < 0 || j < 0 || i >= grid.len() as i32 || j >= grid[0].len() as i32 {
            return;
        }
        let (r, c) = (i as usize, j as usize);
        if grid[r][c] != '1' {
            return;
        }
        grid[r][c] = '0';
        Self::sink(grid, i + 1, j);
        Self::sink(grid, i - 1, j);
        Self::sink(grid, i, j + 1);
        Self::sink(grid, i, j - 1);
    }
}
