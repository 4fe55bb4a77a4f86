use std::cmp::Reverse;
use std::collections::BinaryHeap;

struct MedianFinder {
    // The smaller half, largest on top, and the larger half, smallest on top; low holds the
    // extra number when the count is odd.
    low: BinaryHeap<i32>,
    high: BinaryHeap<Reverse<i32>>,
}

impl MedianFinder {
    fn new() -> Self {
        MedianFinder { low: BinaryHeap::new(), high: BinaryHeap::new() }
    }

    fn add_num(&mut self, num: i32) {
        self.low.push(num);
        let largest = self.low.pop().unwrap();
        self.high.push(Reverse(largest));
        if self.high.len() > self.low.len() {
            let Reverse(smallest) = self.high.pop().unwrap();
            self.low.push(smallest);
        }
    }

    fn find_median(&self) -> f64 {
        let middle = *self.low.peek().unwrap() as f64;
        if self.low.len() > self.high.len() {
            return middle;
        }
        let Reverse(next) = *self.high.peek().unwrap();
        (middle + next as f64) / 2.0
    }
}

/**
 * Your MedianFinder object will be instantiated and called as such:
 * let obj = MedianFinder::new();
 * obj.add_num(num);
 * let ret_2: f64 = obj.find_median();
 */
