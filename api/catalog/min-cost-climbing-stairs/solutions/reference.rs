impl Solution {
    pub fn min_cost_climbing_stairs(cost: Vec<i32>) -> i32 {
        // before, last: the cheapest way to stand on the two most recent steps, their price paid.
        let (mut before, mut last) = (cost[0], cost[1]);
        for &c in &cost[2..] {
            let here = c + before.min(last);
            before = last;
            last = here;
        }
        before.min(last)
    }
}
