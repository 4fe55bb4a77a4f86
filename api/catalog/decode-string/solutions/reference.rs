impl Solution {
    pub fn decode_string(s: String) -> String {
        // The text before each open group and the group's repeat count.
        let mut stack: Vec<(String, usize)> = Vec::new();
        let mut current = String::new();
        let mut count = 0;
        for c in s.chars() {
            if let Some(digit) = c.to_digit(10) {
                count = count * 10 + digit as usize;
            } else if c == '[' {
                stack.push((std::mem::take(&mut current), count));
                count = 0;
            } else if c == ']' {
                let (mut before, k) = stack.pop().unwrap();
                before.push_str(&current.repeat(k));
                current = before;
            } else {
                current.push(c);
            }
        }
        current
    }
}
