use std::collections::VecDeque;

impl Solution {
    pub fn pacific_atlantic(heights: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let (m, n) = (heights.len(), heights[0].len());
        let mut pacific_start = Vec::new();
        let mut atlantic_start = Vec::new();
        for r in 0..m {
            pacific_start.push((r, 0));
            atlantic_start.push((r, n - 1));
        }
        for c in 0..n {
            pacific_start.push((0, c));
            atlantic_start.push((m - 1, c));
        }
        let pacific = Self::climb(&heights, &pacific_start);
        let atlantic = Self::climb(&heights, &atlantic_start);
        let mut both = Vec::new();
        for r in 0..m {
            for c in 0..n {
                if pacific[r][c] && atlantic[r][c] {
                    both.push(vec![r as i32, c as i32]);
                }
            }
        }
        both
    }

    // Breadth-first search uphill from an ocean's edge cells: marks every cell that drains into it.
    fn climb(heights: &Vec<Vec<i32>>, start: &[(usize, usize)]) -> Vec<Vec<bool>> {
        let (m, n) = (heights.len(), heights[0].len());
        let mut seen = vec![vec![false; n]; m];
        let mut todo = VecDeque::new();
        for &(r, c) in start {
            if !seen[r][c] {
                seen[r][c] = true;
                todo.push_back((r, c));
            }
        }
        while let Some((r, c)) = todo.pop_front() {
            let neighbours = [
                (r + 1, c),
                (r.wrapping_sub(1), c),
                (r, c + 1),
                (r, c.wrapping_sub(1)),
            ];
            for (nr, nc) in neighbours {
                if nr >= m || nc >= n || seen[nr][nc] || heights[nr][nc] < heights[r][c] {
                    continue;
                }
                seen[nr][nc] = true;
                todo.push_back((nr, nc));
            }
        }
        seen
    }
}
