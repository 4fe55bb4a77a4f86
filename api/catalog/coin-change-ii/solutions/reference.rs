impl Solution {
    pub fn change(amount: i32, coins: Vec<i32>) -> i32 {
        let amount = amount as usize;
        // ways[a]: combinations of the coin types seen so far that make a. Counts for amounts
        // other than the asked one may pass 32 bits; wrapping sums still give the answer exactly,
        // since it fits.
        let mut ways = vec![0u32; amount + 1];
        ways[0] = 1;
        for coin in coins {
            for a in coin as usize..=amount {
                ways[a] = ways[a].wrapping_add(ways[a - coin as usize]);
            }
        }
        ways[amount] as i32
    }
}
