impl Solution {
    pub fn car_fleet(target: i32, position: Vec<i32>, speed: Vec<i32>) -> i32 {
        let mut cars: Vec<(i32, i32)> = position.into_iter().zip(speed).collect();
        // From the car nearest the target backwards.
        cars.sort_unstable_by(|a, b| b.cmp(a));
        let mut fleets = 0;
        let mut slowest = -1.0;
        for (p, s) in cars {
            let time = (target - p) as f64 / s as f64;
            // A car that would arrive later than the fleet ahead of it cannot catch up: a new fleet.
            if time > slowest {
                fleets += 1;
                slowest = time;
            }
        }
        fleets
    }
}
