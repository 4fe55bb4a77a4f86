use std::collections::HashMap;

struct TimeMap {
    history: HashMap<String, Vec<(i32, String)>>,
}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl TimeMap {
    fn new() -> Self {
        TimeMap {
            history: HashMap::new(),
        }
    }

    fn set(&mut self, key: String, value: String, timestamp: i32) {
        // Timestamps arrive increasing, so each key's history stays sorted.
        self.history
            .entry(key)
            .or_default()
            .push((timestamp, value));
    }

    fn get(&self, key: String, timestamp: i32) -> String {
        let Some(entries) = self.history.get(&key) else {
            return String::new();
        };
        // First entry with a timestamp after the one asked for; the answer is just before it.
        let after = entries.partition_point(|(t, _)| *t <= timestamp);
        if after == 0 {
            String::new()
        } else {
            entries[after - 1].1.clone()
        }
    }
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * let obj = TimeMap::new();
 * obj.set(key, value, timestamp);
 * let ret_2: String = obj.get(key, timestamp);
 */
