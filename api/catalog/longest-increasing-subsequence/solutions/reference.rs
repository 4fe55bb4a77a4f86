impl Solution {
    pub fn length_of_lis(nums: Vec<i32>) -> i32 {
        // tails[k]: the smallest last element of an increasing subsequence of length k + 1.
        let mut tails: Vec<i32> = Vec::new();
        for x in nums {
            let at = tails.partition_point(|&t| t < x);
            if at == tails.len() {
                tails.push(x);
            } else {
                tails[at] = x;
            }
        }
        tails.len() as i32
    }
}
