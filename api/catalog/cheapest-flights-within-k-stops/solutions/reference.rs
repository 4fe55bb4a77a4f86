impl Solution {
    pub fn find_cheapest_price(n: i32, flights: Vec<Vec<i32>>, src: i32, dst: i32, k: i32) -> i32 {
        // Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
        // i flights. Each round reads the previous prices so it adds only one flight.
        let unreachable = i32::MAX;
        let mut price = vec![unreachable; n as usize];
        price[src as usize] = 0;
        for _ in 0..=k {
            let mut next = price.clone();
            for f in &flights {
                let (from, to) = (f[0] as usize, f[1] as usize);
                if price[from] != unreachable {
                    next[to] = next[to].min(price[from] + f[2]);
                }
            }
            price = next;
        }
        if price[dst as usize] == unreachable { -1 } else { price[dst as usize] }
    }
}
