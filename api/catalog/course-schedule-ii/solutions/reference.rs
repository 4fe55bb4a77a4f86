impl Solution {
    pub fn find_order(num_courses: i32, prerequisites: Vec<Vec<i32>>) -> Vec<i32> {
        let n = num_courses as usize;
        let mut unlocks = vec![Vec::new(); n];
        let mut waiting = vec![0; n];
        for p in &prerequisites {
            unlocks[p[1] as usize].push(p[0]);
            waiting[p[0] as usize] += 1;
        }
        let mut order: Vec<i32> = (0..num_courses).filter(|&c| waiting[c as usize] == 0).collect();
        // order doubles as the queue: everything before `next` has been processed.
        let mut next = 0;
        while next < order.len() {
            for &course in &unlocks[order[next] as usize] {
                waiting[course as usize] -= 1;
                if waiting[course as usize] == 0 {
                    order.push(course);
                }
            }
            next += 1;
        }
        if order.len() < n {
            return vec![];
        }
        order
    }
}
