impl Solution {
    pub fn generate_parenthesis(n: i32) -> Vec<String> {
        let mut result = Vec::new();
        Self::build(n as usize, 0, 0, &mut String::new(), &mut result);
        result
    }

    // An opening bracket fits while fewer than n are open; a closing one while it has a partner.
    fn build(n: usize, open: usize, close: usize, current: &mut String, result: &mut Vec<String>) {
        if current.len() == 2 * n {
            result.push(current.clone());
            return;
        }
        if open < n {
            current.push('(');
            Self::build(n, open + 1, close, current, result);
            current.pop();
        }
        if close < open {
            current.push(')');
            Self::build(n, open, close + 1, current, result);
            current.pop();
        }
    }
}
