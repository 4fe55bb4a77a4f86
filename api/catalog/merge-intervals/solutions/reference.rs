impl Solution {
    pub fn merge(mut intervals: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        intervals.sort();
        let mut merged: Vec<Vec<i32>> = Vec::new();
        for interval in intervals {
            match merged.last_mut() {
                // Sorted by start: an interval overlaps only the last merged one, if any.
                Some(last) if interval[0] <= last[1] => last[1] = last[1].max(interval[1]),
                _ => merged.push(interval),
            }
        }
        merged
    }
}
