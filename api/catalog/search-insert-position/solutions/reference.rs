impl Solution {
    pub fn search_insert(nums: Vec<i32>, target: i32) -> i32 {
        // The first index whose value is not below the target.
        let (mut lo, mut hi) = (0, nums.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if nums[mid] < target {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo as i32
    }
}
