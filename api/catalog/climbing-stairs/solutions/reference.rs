impl Solution {
    pub fn climb_stairs(n: i32) -> i32 {
        // The ways to reach the two steps below the current one.
        let (mut previous, mut current) = (1, 1);
        for _ in 2..=n {
            (previous, current) = (current, previous + current);
        }
        current
    }
}
