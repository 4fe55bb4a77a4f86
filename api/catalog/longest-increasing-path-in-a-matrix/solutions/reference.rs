impl Solution {
    pub fn longest_increasing_path(matrix: Vec<Vec<i32>>) -> i32 {
        let (m, n) = (matrix.len() as i32, matrix[0].len() as i32);
        const STEPS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let at = |r: i32, c: i32| matrix[r as usize][c as usize];
        let inside = |r: i32, c: i32| r >= 0 && r < m && c >= 0 && c < n;
        // out[r][c]: larger neighbours not yet peeled; a cell is peeled once all of them are.
        let mut out = vec![vec![0; n as usize]; m as usize];
        let mut layer = Vec::new();
        for r in 0..m {
            for c in 0..n {
                for (dr, dc) in STEPS {
                    let (nr, nc) = (r + dr, c + dc);
                    if inside(nr, nc) && at(nr, nc) > at(r, c) {
                        out[r as usize][c as usize] += 1;
                    }
                }
                if out[r as usize][c as usize] == 0 {
                    layer.push((r, c));
                }
            }
        }
        let mut layers = 0;
        while !layer.is_empty() {
            layers += 1;
            let mut next = Vec::new();
            for &(r, c) in &layer {
                for (dr, dc) in STEPS {
                    let (nr, nc) = (r + dr, c + dc);
                    if inside(nr, nc) && at(nr, nc) < at(r, c) {
                        let left = &mut out[nr as usize][nc as usize];
                        *left -= 1;
                        if *left == 0 {
                            next.push((nr, nc));
                        }
                    }
                }
            }
            layer = next;
        }
        layers
    }
}
