use std::collections::BinaryHeap;

impl Solution {
    pub fn k_closest(points: Vec<Vec<i32>>, k: i32) -> Vec<Vec<i32>> {
        // (squared distance, index), the farthest on top: it leaves first when the heap is full.
        let mut heap = BinaryHeap::new();
        for (i, p) in points.iter().enumerate() {
            heap.push((p[0] * p[0] + p[1] * p[1], i));
            if heap.len() > k as usize {
                heap.pop();
            }
        }
        heap.into_iter().map(|(_, i)| points[i].clone()).collect()
    }
}
