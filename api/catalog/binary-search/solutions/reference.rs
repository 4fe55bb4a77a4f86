impl Solution {
    pub fn search(nums: Vec<i32>, target: i32) -> i32 {
        // The target, if present, lies in nums[lo..hi].
        let (mut lo, mut hi) = (0, nums.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if nums[mid] == target {
                return mid as i32;
            }
            if nums[mid] < target {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        -1
    }
}
