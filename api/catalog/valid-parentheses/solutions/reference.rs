impl Solution {
    pub fn is_valid(s: String) -> bool {
        let mut open = Vec::new();
        for c in s.chars() {
            let expected = match c {
                '(' | '[' | '{' => {
                    open.push(c);
                    continue;
                }
                ')' => '(',
                ']' => '[',
                _ => '{',
            };
            // A closing bracket must match the most recent one still open.
            if open.pop() != Some(expected) {
                return false;
            }
        }
        open.is_empty()
    }
}
