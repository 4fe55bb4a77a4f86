impl Solution {
    pub fn three_sum(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nums = nums;
        nums.sort_unstable();
        let n = nums.len();
        let mut result = Vec::new();
        let mut i = 0;
        while i + 2 < n && nums[i] <= 0 {
            if i > 0 && nums[i] == nums[i - 1] {
                i += 1;
                continue;
            }
            let (mut lo, mut hi) = (i + 1, n - 1);
            while lo < hi {
                let sum = nums[i] + nums[lo] + nums[hi];
                if sum < 0 {
                    lo += 1;
                } else if sum > 0 {
                    hi -= 1;
                } else {
                    result.push(vec![nums[i], nums[lo], nums[hi]]);
                    // Step past equal values so the same triplet is not recorded twice.
                    while lo < hi && nums[lo] == nums[lo + 1] {
                        lo += 1;
                    }
                    while lo < hi && nums[hi] == nums[hi - 1] {
                        hi -= 1;
                    }
                    lo += 1;
                    hi -= 1;
                }
            }
            i += 1;
        }
        result
    }
}
