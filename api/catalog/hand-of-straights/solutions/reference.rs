use std::collections::BTreeMap;

impl Solution {
    pub fn is_n_straight_hand(hand: Vec<i32>, group_size: i32) -> bool {
        if hand.len() % group_size as usize != 0 {
            return false;
        }
        // Ordered: the smallest remaining value comes first.
        let mut count: BTreeMap<i32, i32> = BTreeMap::new();
        for &card in &hand {
            *count.entry(card).or_insert(0) += 1;
        }
        let values: Vec<i32> = count.keys().copied().collect();
        for value in values {
            let runs = count[&value];
            if runs == 0 {
                continue;
            }
            // Every copy of the smallest remaining value starts its own run.
            for k in 1..group_size {
                match count.get_mut(&(value + k)) {
                    Some(copies) if *copies >= runs => *copies -= runs,
                    _ => return false,
                }
            }
        }
        true
    }
}
