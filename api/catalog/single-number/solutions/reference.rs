impl Solution {
    pub fn single_number(nums: Vec<i32>) -> i32 {
        // Pairs cancel out under XOR; the lone number remains.
        nums.iter().fold(0, |acc, &x| acc ^ x)
    }
}
