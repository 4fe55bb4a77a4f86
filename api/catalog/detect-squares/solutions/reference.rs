struct DetectSquares {
    // counts[x][y]: copies of the point (x, y); coordinates are at most 1000.
    counts: Vec<Vec<i32>>,
    distinct: Vec<(usize, usize)>,
}

impl DetectSquares {
    fn new() -> Self {
        DetectSquares { counts: vec![vec![0; 1001]; 1001], distinct: Vec::new() }
    }

    fn add(&mut self, point: Vec<i32>) {
        let (x, y) = (point[0] as usize, point[1] as usize);
        if self.counts[x][y] == 0 {
            self.distinct.push((x, y));
        }
        self.counts[x][y] += 1;
    }

    fn count(&self, point: Vec<i32>) -> i32 {
        let (qx, qy) = (point[0] as usize, point[1] as usize);
        let mut total: i64 = 0;
        // Each stored point on a diagonal through the query fixes one square.
        for &(x, y) in &self.distinct {
            if x == qx || x.abs_diff(qx) != y.abs_diff(qy) {
                continue;
            }
            total += self.counts[x][y] as i64 * self.counts[qx][y] as i64 * self.counts[x][qy] as i64;
        }
        total as i32
    }
}

/**
 * Your DetectSquares object will be instantiated and called as such:
 * let obj = DetectSquares::new();
 * obj.add(point);
 * let ret_2: i32 = obj.count(point);
 */
