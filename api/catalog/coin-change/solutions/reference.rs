impl Solution {
    pub fn coin_change(coins: Vec<i32>, amount: i32) -> i32 {
        let amount = amount as usize;
        // fewest[a]: the fewest coins that make a (amount + 1 stands for impossible).
        let mut fewest = vec![amount + 1; amount + 1];
        fewest[0] = 0;
        for a in 1..=amount {
            for &coin in &coins {
                let coin = coin as usize;
                if coin <= a {
                    fewest[a] = fewest[a].min(fewest[a - coin] + 1);
                }
            }
        }
        if fewest[amount] > amount { -1 } else { fewest[amount] as i32 }
    }
}
