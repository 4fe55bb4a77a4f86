impl Solution {
    pub fn product_except_self(nums: Vec<i32>) -> Vec<i32> {
        let n = nums.len();
        let mut answer = vec![1; n];
        // answer[i] first holds the product to the left of i, then is multiplied by the right.
        for i in 1..n {
            answer[i] = answer[i - 1] * nums[i - 1];
        }
        let mut right = 1;
        for i in (0..n).rev() {
            answer[i] *= right;
            right *= nums[i];
        }
        answer
    }
}
