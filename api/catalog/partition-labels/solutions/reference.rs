impl Solution {
    pub fn partition_labels(s: String) -> Vec<i32> {
        let b = s.as_bytes();
        let mut last = [0; 26];
        for (i, &c) in b.iter().enumerate() {
            last[(c - b'a') as usize] = i;
        }
        let mut sizes = Vec::new();
        let (mut start, mut end) = (0, 0);
        for (i, &c) in b.iter().enumerate() {
            end = end.max(last[(c - b'a') as usize]); // the piece must reach this letter's last copy
            if i == end {
                sizes.push((end - start + 1) as i32);
                start = i + 1;
            }
        }
        sizes
    }
}
