impl Solution {
    pub fn letter_combinations(digits: String) -> Vec<String> {
        if digits.is_empty() {
            return vec![];
        }
        const KEYS: [&str; 10] = [
            "", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz",
        ];
        let mut words = vec![String::new()];
        for d in digits.bytes() {
            let mut longer = Vec::new();
            for word in &words {
                for c in KEYS[(d - b'0') as usize].chars() {
                    let mut next = word.clone();
                    next.push(c);
                    longer.push(next);
                }
            }
            words = longer;
        }
        words
    }
}
