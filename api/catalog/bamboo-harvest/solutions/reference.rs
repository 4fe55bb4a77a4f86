use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = numbers.next().unwrap() as usize;
    let m = numbers.next().unwrap();
    let heights: Vec<i64> = numbers.take(n).collect();
    // The collected amount only shrinks as H grows: binary search the last H that is enough.
    let (mut lo, mut hi) = (0, *heights.iter().max().unwrap());
    while lo < hi {
        let mid = (lo + hi + 1) / 2;
        let total: i64 = heights.iter().filter(|&&h| h > mid).map(|&h| h - mid).sum();
        if total >= m {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    println!("{lo}");
}
