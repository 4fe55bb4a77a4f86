impl Solution {
    pub fn insert(intervals: Vec<Vec<i32>>, new_interval: Vec<i32>) -> Vec<Vec<i32>> {
        let mut merged = Vec::with_capacity(intervals.len() + 1);
        let mut rest = intervals.into_iter().peekable();
        // Intervals ending before the new one starts stay as they are.
        while let Some(interval) = rest.next_if(|interval| interval[1] < new_interval[0]) {
            merged.push(interval);
        }
        // Those overlapping it (or touching it) merge into it.
        let (mut start, mut end) = (new_interval[0], new_interval[1]);
        while let Some(interval) = rest.next_if(|interval| interval[0] <= end) {
            start = start.min(interval[0]);
            end = end.max(interval[1]);
        }
        merged.push(vec![start, end]);
        merged.extend(rest);
        merged
    }
}
