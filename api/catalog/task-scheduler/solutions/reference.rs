impl Solution {
    pub fn least_interval(tasks: Vec<char>, n: i32) -> i32 {
        let mut count = [0i32; 26];
        for &t in &tasks {
            count[(t as u8 - b'A') as usize] += 1;
        }
        let top = *count.iter().max().unwrap();
        let at_top = count.iter().filter(|&&c| c == top).count() as i32;
        // The most frequent tasks set the frame: top - 1 full rounds of n + 1 slots, then the
        // tasks tied for the top. With enough other tasks, no slot stays idle.
        (tasks.len() as i32).max((top - 1) * (n + 1) + at_top)
    }
}
