use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn network_delay_time(times: Vec<Vec<i32>>, n: i32, k: i32) -> i32 {
        let n = n as usize;
        let mut links: Vec<Vec<(usize, i32)>> = vec![Vec::new(); n + 1];
        for t in &times {
            links[t[0] as usize].push((t[1] as usize, t[2]));
        }
        // Dijkstra: the node popped with the smallest time can never be reached sooner.
        let mut arrival = vec![-1; n + 1];
        let mut heap = BinaryHeap::new();
        heap.push(Reverse((0, k as usize)));
        let (mut settled, mut last) = (0, 0);
        while let Some(Reverse((time, node))) = heap.pop() {
            if arrival[node] != -1 {
                continue;
            }
            arrival[node] = time;
            settled += 1;
            last = time;
            for &(next, w) in &links[node] {
                if arrival[next] == -1 {
                    heap.push(Reverse((time + w, next)));
                }
            }
        }
        if settled == n { last } else { -1 }
    }
}
