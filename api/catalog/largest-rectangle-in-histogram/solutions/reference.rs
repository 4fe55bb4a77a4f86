impl Solution {
    pub fn largest_rectangle_area(heights: Vec<i32>) -> i32 {
        // Indices of bars with increasing heights; a bar is popped when a lower one arrives,
        // which fixes the right edge of its widest rectangle.
        let mut stack: Vec<usize> = Vec::new();
        let n = heights.len();
        let mut best = 0;
        for i in 0..=n {
            let h = if i == n { 0 } else { heights[i] };
            while let Some(&top) = stack.last() {
                if heights[top] < h {
                    break;
                }
                stack.pop();
                let width = match stack.last() {
                    Some(&left) => i - left - 1,
                    None => i,
                };
                best = best.max(heights[top] * width as i32);
            }
            stack.push(i);
        }
        best
    }
}
