impl Solution {
    pub fn max_profit(prices: Vec<i32>) -> i32 {
        // The best profit ending the day holding a share, having sold today, or free to buy.
        let (mut hold, mut sold, mut free) = (-prices[0], i32::MIN / 2, 0);
        for &p in &prices[1..] {
            let new_hold = hold.max(free - p);
            let new_sold = hold + p;
            let new_free = free.max(sold);
            (hold, sold, free) = (new_hold, new_sold, new_free);
        }
        sold.max(free)
    }
}
