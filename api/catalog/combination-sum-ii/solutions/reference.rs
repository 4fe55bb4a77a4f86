impl Solution {
    pub fn combination_sum2(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        let mut candidates = candidates;
        candidates.sort_unstable();
        let mut found = Vec::new();
        Self::search(&candidates, 0, target, &mut Vec::new(), &mut found);
        found
    }

    fn search(candidates: &[i32], start: usize, remaining: i32, current: &mut Vec<i32>, found: &mut Vec<Vec<i32>>) {
        if remaining == 0 {
            found.push(current.clone());
            return;
        }
        for i in start..candidates.len() {
            if candidates[i] > remaining {
                break;
            }
            // A value already tried at this level would only repeat the same combinations.
            if i > start && candidates[i] == candidates[i - 1] {
                continue;
            }
            current.push(candidates[i]);
            Self::search(candidates, i + 1, remaining - candidates[i], current, found);
            current.pop();
        }
    }
}
