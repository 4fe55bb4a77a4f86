use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace();
    let n: usize = numbers.next().unwrap().parse().unwrap();
    // Known wrong: a 32-bit total wraps past 2^31 (no overflow checks, as on LeetCode), so the
    // large cases print a wrong sum and the judge must say Wrong Answer.
    let mut total: i32 = 0;
    for weight in numbers.take(n) {
        total += weight.parse::<i32>().unwrap();
    }
    println!("{total}");
}
