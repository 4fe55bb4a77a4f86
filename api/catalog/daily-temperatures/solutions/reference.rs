impl Solution {
    pub fn daily_temperatures(temperatures: Vec<i32>) -> Vec<i32> {
        let mut answer = vec![0; temperatures.len()];
        // Days still waiting for a warmer one, their temperatures decreasing.
        let mut waiting: Vec<usize> = Vec::new();
        for (i, &t) in temperatures.iter().enumerate() {
            while let Some(&day) = waiting.last() {
                if temperatures[day] >= t {
                    break;
                }
                answer[day] = (i - day) as i32;
                waiting.pop();
            }
            waiting.push(i);
        }
        answer
    }
}
