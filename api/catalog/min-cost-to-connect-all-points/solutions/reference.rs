impl Solution {
    pub fn min_cost_connect_points(points: Vec<Vec<i32>>) -> i32 {
        // Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
        let n = points.len();
        let mut cost = vec![i32::MAX; n];
        let mut in_tree = vec![false; n];
        let mut total = 0;
        cost[0] = 0;
        for _ in 0..n {
            let mut next = usize::MAX;
            for i in 0..n {
                if !in_tree[i] && (next == usize::MAX || cost[i] < cost[next]) {
                    next = i;
                }
            }
            in_tree[next] = true;
            total += cost[next];
            for i in 0..n {
                if !in_tree[i] {
                    let d = (points[i][0] - points[next][0]).abs()
                        + (points[i][1] - points[next][1]).abs();
                    cost[i] = cost[i].min(d);
                }
            }
        }
        total
    }
}
