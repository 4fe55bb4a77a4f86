use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn find_kth_largest(nums: Vec<i32>, k: i32) -> i32 {
        // A min-heap of the k largest seen so far; its top is the k-th largest.
        let mut heap = BinaryHeap::new();
        for x in nums {
            heap.push(Reverse(x));
            if heap.len() > k as usize {
                heap.pop();
            }
        }
        heap.peek().unwrap().0
    }
}
