impl Solution {
    pub fn can_complete_circuit(gas: Vec<i32>, cost: Vec<i32>) -> i32 {
        let (mut total, mut tank, mut start) = (0, 0, 0);
        for i in 0..gas.len() {
            let gain = gas[i] - cost[i];
            total += gain;
            tank += gain;
            // No station from start to i can begin a lap.
            if tank < 0 {
                start = i + 1;
                tank = 0;
            }
        }
        if total < 0 { -1 } else { start as i32 }
    }
}
