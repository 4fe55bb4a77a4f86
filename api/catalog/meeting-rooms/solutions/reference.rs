impl Solution {
    pub fn can_attend_meetings(mut intervals: Vec<Vec<i32>>) -> bool {
        // Sorted by start, a clash can only be between neighbours.
        intervals.sort();
        intervals.windows(2).all(|pair| pair[1][0] >= pair[0][1])
    }
}
