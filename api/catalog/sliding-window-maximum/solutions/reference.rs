use std::collections::VecDeque;

impl Solution {
    pub fn max_sliding_window(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let k = k as usize;
        let mut window: VecDeque<usize> = VecDeque::new(); // indices, values decreasing front to back
        let mut out = Vec::with_capacity(nums.len() + 1 - k);
        for i in 0..nums.len() {
            if let Some(&front) = window.front() {
                if front + k <= i {
                    window.pop_front();
                }
            }
            while let Some(&back) = window.back() {
                if nums[back] > nums[i] {
                    break;
                }
                window.pop_back();
            }
            window.push_back(i);
            if i + 1 >= k {
                out.push(nums[*window.front().unwrap()]);
            }
        }
        out
    }
}
