impl Solution {
    pub fn spiral_order(matrix: Vec<Vec<i32>>) -> Vec<i32> {
        let mut order = Vec::new();
        let (mut top, mut bottom) = (0i32, matrix.len() as i32 - 1);
        let (mut left, mut right) = (0i32, matrix[0].len() as i32 - 1);
        let at = |i: i32, j: i32| matrix[i as usize][j as usize];
        while top <= bottom && left <= right {
            for j in left..=right {
                order.push(at(top, j));
            }
            for i in top + 1..=bottom {
                order.push(at(i, right));
            }
            // The bottom row and left column exist only if the ring is more than one line thick.
            if top < bottom {
                for j in (left..right).rev() {
                    order.push(at(bottom, j));
                }
            }
            if left < right {
                for i in (top + 1..bottom).rev() {
                    order.push(at(i, left));
                }
            }
            top += 1;
            bottom -= 1;
            left += 1;
            right -= 1;
        }
        order
    }
}
