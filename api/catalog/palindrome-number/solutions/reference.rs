impl Solution {
    pub fn is_palindrome(x: i32) -> bool {
        if x < 0 || (x % 10 == 0 && x != 0) {
            return false;
        }
        // Reverse only the lower half of the digits, so nothing can overflow.
        let (mut x, mut reversed_half) = (x, 0);
        while x > reversed_half {
            reversed_half = reversed_half * 10 + x % 10;
            x /= 10;
        }
        x == reversed_half || x == reversed_half / 10
    }
}
