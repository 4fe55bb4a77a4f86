impl Solution {
    pub fn erase_overlap_intervals(mut intervals: Vec<Vec<i32>>) -> i32 {
        // Greedy by end: keeping the interval that ends first leaves the most room for the rest.
        intervals.sort_by_key(|iv| iv[1]);
        let (mut removed, mut last_end) = (0, i32::MIN);
        for iv in &intervals {
            if iv[0] >= last_end {
                last_end = iv[1];
            } else {
                removed += 1;
            }
        }
        removed
    }
}
