// The rand crate (0.8, as LeetCode has it): a quickselect around random pivots.
use rand::Rng;

impl Solution {
    pub fn find_kth_largest(mut nums: Vec<i32>, k: i32) -> i32 {
        let mut rng = rand::thread_rng();
        let target = nums.len() - k as usize;
        let (mut lo, mut hi) = (0, nums.len() - 1);
        loop {
            let pivot = nums[rng.gen_range(lo..=hi)];
            let (mut lt, mut i, mut gt) = (lo, lo, hi);
            while i <= gt {
                if nums[i] < pivot {
                    nums.swap(lt, i);
                    lt += 1;
                    i += 1;
                } else if nums[i] > pivot {
                    nums.swap(i, gt);
                    if gt == 0 {
                        break;
                    }
                    gt -= 1;
                } else {
                    i += 1;
                }
            }
            if target < lt {
                hi = lt - 1;
            } else if target > gt {
                lo = gt + 1;
            } else {
                return pivot;
            }
        }
    }
}
