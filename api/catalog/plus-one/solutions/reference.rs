impl Solution {
    pub fn plus_one(digits: Vec<i32>) -> Vec<i32> {
        let mut digits = digits;
        for i in (0..digits.len()).rev() {
            if digits[i] < 9 {
                digits[i] += 1;
                return digits;
            }
            digits[i] = 0; // 9 + 1: write 0 and carry on to the left
        }
        digits.insert(0, 1); // all nines: one more digit
        digits
    }
}
