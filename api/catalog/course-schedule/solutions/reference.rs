use std::collections::VecDeque;

impl Solution {
    pub fn can_finish(num_courses: i32, prerequisites: Vec<Vec<i32>>) -> bool {
        // Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
        let n = num_courses as usize;
        let mut unlocks = vec![Vec::new(); n];
        let mut waiting = vec![0; n];
        for p in &prerequisites {
            unlocks[p[1] as usize].push(p[0] as usize);
            waiting[p[0] as usize] += 1;
        }
        let mut ready: VecDeque<usize> = (0..n).filter(|&c| waiting[c] == 0).collect();
        let mut taken = 0;
        while let Some(c) = ready.pop_front() {
            taken += 1;
            for &next in &unlocks[c] {
                waiting[next] -= 1;
                if waiting[next] == 0 {
                    ready.push_back(next);
                }
            }
        }
        taken == n
    }
}
