use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<usize>().unwrap());
    let mut next = || numbers.next().unwrap();
    let (n, m) = (next(), next());
    let mut adj: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let (a, b, w) = (next(), next(), next() as i64);
        adj[a].push((b, w));
        adj[b].push((a, w));
    }
    // Dijkstra from the gate: a shrine popped with its current distance is settled.
    let mut dist = vec![i64::MAX; n + 1];
    let mut heap = BinaryHeap::new();
    dist[1] = 0;
    heap.push(Reverse((0i64, 1usize)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if d > dist[u] {
            continue;
        }
        for &(v, w) in &adj[u] {
            if d + w < dist[v] {
                dist[v] = d + w;
                heap.push(Reverse((dist[v], v)));
            }
        }
    }
    println!("{}", if dist[n] == i64::MAX { -1 } else { dist[n] });
}
