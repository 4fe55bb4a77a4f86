// A class design the LeetCode way: a struct and its impl, `new` and `&mut self` methods; a
// HashMap to the value and its last use, a BTreeMap from use to key for the eviction. The
// starter's closing doc comment is kept, as learners keep it.
use std::collections::{BTreeMap, HashMap};

struct LRUCache {
    capacity: usize,
    clock: u64,
    entries: HashMap<i32, (i32, u64)>,
    by_use: BTreeMap<u64, i32>,
}

/** 
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl LRUCache {

    fn new(capacity: i32) -> Self {
        LRUCache { capacity: capacity as usize, clock: 0, entries: HashMap::new(), by_use: BTreeMap::new() }
    }
    
    fn get(&mut self, key: i32) -> i32 {
        match self.entries.get(&key).copied() {
            Some((value, used)) => {
                self.touch(key, value, Some(used));
                value
            }
            None => -1,
        }
    }
    
    fn put(&mut self, key: i32, value: i32) {
        let used = self.entries.get(&key).map(|&(_, used)| used);
        if used.is_none() && self.entries.len() == self.capacity {
            let (&oldest, &evicted) = self.by_use.iter().next().unwrap();
            self.by_use.remove(&oldest);
            self.entries.remove(&evicted);
        }
        self.touch(key, value, used);
    }

    fn touch(&mut self, key: i32, value: i32, used: Option<u64>) {
        if let Some(used) = used {
            self.by_use.remove(&used);
        }
        self.clock += 1;
        self.by_use.insert(self.clock, key);
        self.entries.insert(key, (value, self.clock));
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * let obj = LRUCache::new(capacity);
 * let ret_1: i32 = obj.get(key);
 * obj.put(key, value);
 */
