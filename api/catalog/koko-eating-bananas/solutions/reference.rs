impl Solution {
    pub fn min_eating_speed(piles: Vec<i32>, h: i32) -> i32 {
        let (mut lo, mut hi) = (1, *piles.iter().max().unwrap());
        while lo < hi {
            let k = lo + (hi - lo) / 2;
            let hours: i64 = piles.iter().map(|&p| ((p - 1) / k + 1) as i64).sum();
            if hours <= h as i64 {
                hi = k;
            } else {
                lo = k + 1;
            }
        }
        lo
    }
}
