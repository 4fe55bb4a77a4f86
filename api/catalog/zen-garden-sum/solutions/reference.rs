use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace();
    let n: usize = numbers.next().unwrap().parse().unwrap();
    // The total can reach 10^14: it needs 64 bits.
    let total: i64 = numbers.take(n).map(|w| w.parse::<i64>().unwrap()).sum();
    writeln!(io::stdout(), "{total}").unwrap();
}
