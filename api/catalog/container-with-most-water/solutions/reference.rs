impl Solution {
    pub fn max_area(height: Vec<i32>) -> i32 {
        let (mut best, mut lo, mut hi) = (0, 0, height.len() - 1);
        while lo < hi {
            best = best.max(height[lo].min(height[hi]) * (hi - lo) as i32);
            // The shorter wall limits every container that keeps it, so move past it.
            if height[lo] < height[hi] {
                lo += 1;
            } else {
                hi -= 1;
            }
        }
        best
    }
}
