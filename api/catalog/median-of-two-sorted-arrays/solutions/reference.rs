impl Solution {
    pub fn find_median_sorted_arrays(nums1: Vec<i32>, nums2: Vec<i32>) -> f64 {
        // Binary search a cut of the shorter array so that the two left parts hold half of all
        // values and none of them is larger than a value right of either cut.
        if nums1.len() > nums2.len() {
            return Self::find_median_sorted_arrays(nums2, nums1);
        }
        let (m, n) = (nums1.len(), nums2.len());
        let half = (m + n + 1) / 2;
        let (mut lo, mut hi) = (0, m);
        while lo <= hi {
            let i = (lo + hi) / 2;
            let j = half - i;
            let left_a = if i > 0 { nums1[i - 1] } else { i32::MIN };
            let right_a = if i < m { nums1[i] } else { i32::MAX };
            let left_b = if j > 0 { nums2[j - 1] } else { i32::MIN };
            let right_b = if j < n { nums2[j] } else { i32::MAX };
            if left_a > right_b {
                hi = i - 1;
            } else if left_b > right_a {
                lo = i + 1;
            } else {
                let left = left_a.max(left_b) as f64;
                if (m + n) % 2 == 1 {
                    return left;
                }
                return (left + right_a.min(right_b) as f64) / 2.0;
            }
        }
        0.0
    }
}
