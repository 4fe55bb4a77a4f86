use std::collections::BTreeMap;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_ascii_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    // Ordered by name, so the first colour with the top count is the smallest one.
    let mut count: BTreeMap<&str, i32> = BTreeMap::new();
    for name in words.take(n) {
        *count.entry(name).or_insert(0) += 1;
    }
    let (mut best, mut best_count) = ("", 0);
    for (name, &c) in &count {
        if c > best_count {
            best = name;
            best_count = c;
        }
    }
    println!("{} {}", best, best_count);
}
