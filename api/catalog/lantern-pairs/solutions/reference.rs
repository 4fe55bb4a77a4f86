use std::io::{self, Read};

// Merge sort: before merging two sorted halves, count for each left value how many right values
// it more than doubles (a two-pointer sweep), then merge.
fn sort_count(a: &mut [i64], tmp: &mut [i64]) -> i64 {
    let n = a.len();
    if n <= 1 {
        return 0;
    }
    let mid = n / 2;
    let mut count =
        sort_count(&mut a[..mid], &mut tmp[..mid]) + sort_count(&mut a[mid..], &mut tmp[mid..]);
    let mut j = mid;
    for i in 0..mid {
        while j < n && a[i] > 2 * a[j] {
            j += 1;
        }
        count += (j - mid) as i64;
    }
    let (mut i, mut j, mut k) = (0, mid, 0);
    while i < mid || j < n {
        if j == n || (i < mid && a[i] <= a[j]) {
            tmp[k] = a[i];
            i += 1;
        } else {
            tmp[k] = a[j];
            j += 1;
        }
        k += 1;
    }
    a.copy_from_slice(&tmp[..n]);
    count
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<i64>().unwrap());
    let n = numbers.next().unwrap() as usize;
    let mut a: Vec<i64> = numbers.take(n).collect();
    let mut tmp = vec![0; n];
    println!("{}", sort_count(&mut a, &mut tmp));
}
