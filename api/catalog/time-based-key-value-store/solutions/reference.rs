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
        // The first entry written after timestamp; the answer is the one just before it.
        let (mut lo, mut hi) = (0, entries.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if entries[mid].0 <= timestamp {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if lo == 0 {
            String::new()
        } else {
            entries[lo - 1].1.clone()
        }
    }
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * let obj = TimeMap::new();
 * obj.set(key, value, timestamp);
 * let ret_2: String = obj.get(key, timestamp);
 */
