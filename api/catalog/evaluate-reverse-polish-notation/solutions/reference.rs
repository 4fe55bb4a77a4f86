impl Solution {
    pub fn eval_rpn(tokens: Vec<String>) -> i32 {
        let mut stack: Vec<i64> = Vec::new();
        for token in &tokens {
            match token.as_str() {
                "+" | "-" | "*" | "/" => {
                    // The right operand is on top.
                    let b = stack.pop().unwrap();
                    let a = stack.pop().unwrap();
                    stack.push(match token.as_str() {
                        "+" => a + b,
                        "-" => a - b,
                        "*" => a * b,
                        _ => a / b,
                    });
                }
                number => stack.push(number.parse().unwrap()),
            }
        }
        stack[stack.len() - 1] as i32
    }
}
