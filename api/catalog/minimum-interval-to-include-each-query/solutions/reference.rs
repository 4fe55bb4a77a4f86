use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn min_interval(mut intervals: Vec<Vec<i32>>, queries: Vec<i32>) -> Vec<i32> {
        intervals.sort();
        let mut order: Vec<usize> = (0..queries.len()).collect();
        order.sort_by_key(|&j| queries[j]);
        // (size, right end), the smallest size on top.
        let mut heap = BinaryHeap::new();
        let mut answer = vec![0; queries.len()];
        let mut i = 0;
        for j in order {
            let q = queries[j];
            while i < intervals.len() && intervals[i][0] <= q {
                heap.push(Reverse((
                    intervals[i][1] - intervals[i][0] + 1,
                    intervals[i][1],
                )));
                i += 1;
            }
            // Intervals ending before q end before every later query too.
            while let Some(&Reverse((_, right))) = heap.peek() {
                if right >= q {
                    break;
                }
                heap.pop();
            }
            answer[j] = match heap.peek() {
                Some(&Reverse((size, _))) => size,
                None => -1,
            };
        }
        answer
    }
}
