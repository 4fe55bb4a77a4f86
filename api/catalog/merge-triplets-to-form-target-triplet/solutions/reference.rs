impl Solution {
    pub fn merge_triplets(triplets: Vec<Vec<i32>>, target: Vec<i32>) -> bool {
        let mut best = [0; 3];
        for t in &triplets {
            // A triplet that overshoots anywhere would spoil every merge it joins.
            if (0..3).any(|k| t[k] > target[k]) {
                continue;
            }
            for k in 0..3 {
                best[k] = best[k].max(t[k]);
            }
        }
        (0..3).all(|k| best[k] == target[k])
    }
}
