impl Solution {
    pub fn is_happy(n: i32) -> bool {
        fn next(mut n: i32) -> i32 {
            let mut sum = 0;
            while n > 0 {
                sum += (n % 10) * (n % 10);
                n /= 10;
            }
            sum
        }
        // Floyd's cycle detection: the fast walker reaches 1 or meets the slow one in a loop.
        let (mut slow, mut fast) = (n, next(n));
        while fast != 1 && fast != slow {
            slow = next(slow);
            fast = next(next(fast));
        }
        fast == 1
    }
}
