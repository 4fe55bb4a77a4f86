impl Solution {
    pub fn combination_sum(candidates: Vec<i32>, target: i32) -> Vec<Vec<i32>> {
        let mut candidates = candidates;
        candidates.sort_unstable();
        let mut found = Vec::new();
        Self::search(&candidates, 0, target, &mut Vec::new(), &mut found);
        found
    }

    // Candidates are sorted; indices before start are never chosen again, so each multiset comes once.
    fn search(candidates: &[i32], start: usize, remaining: i32, current: &mut Vec<i32>, found: &mut Vec<Vec<i32>>) {
        if remaining == 0 {
            found.push(current.clone());
            return;
        }
        for i in start..candidates.len() {
            if candidates[i] > remaining {
                break;
            }
            current.push(candidates[i]);
            Self::search(candidates, i, remaining - candidates[i], current, found);
            current.pop();
        }
    }
}
