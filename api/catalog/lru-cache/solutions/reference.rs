use std::collections::HashMap;

// A doubly linked list kept in a vector (links are indices) plus a map from key to slot.
// Slot 0 is the sentinel: its next is the most recently used entry, its prev the least.
struct Entry {
    key: i32,
    value: i32,
    prev: usize,
    next: usize,
}

struct LRUCache {
    capacity: usize,
    entries: Vec<Entry>,
    slot: HashMap<i32, usize>,
}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl LRUCache {
    fn new(capacity: i32) -> Self {
        let sentinel = Entry {
            key: 0,
            value: 0,
            prev: 0,
            next: 0,
        };
        LRUCache {
            capacity: capacity as usize,
            entries: vec![sentinel],
            slot: HashMap::new(),
        }
    }

    fn get(&mut self, key: i32) -> i32 {
        match self.slot.get(&key) {
            None => -1,
            Some(&i) => {
                self.unlink(i);
                self.push_front(i);
                self.entries[i].value
            }
        }
    }

    fn put(&mut self, key: i32, value: i32) {
        if let Some(&i) = self.slot.get(&key) {
            self.entries[i].value = value;
            self.unlink(i);
            self.push_front(i);
            return;
        }
        let i = if self.slot.len() == self.capacity {
            // Full: reuse the least recently used entry's slot for the new key.
            let last = self.entries[0].prev;
            self.unlink(last);
            self.slot.remove(&self.entries[last].key);
            self.entries[last].key = key;
            self.entries[last].value = value;
            last
        } else {
            self.entries.push(Entry {
                key,
                value,
                prev: 0,
                next: 0,
            });
            self.entries.len() - 1
        };
        self.push_front(i);
        self.slot.insert(key, i);
    }

    fn unlink(&mut self, i: usize) {
        let (prev, next) = (self.entries[i].prev, self.entries[i].next);
        self.entries[prev].next = next;
        self.entries[next].prev = prev;
    }

    fn push_front(&mut self, i: usize) {
        let first = self.entries[0].next;
        self.entries[i].prev = 0;
        self.entries[i].next = first;
        self.entries[first].prev = i;
        self.entries[0].next = i;
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * let obj = LRUCache::new(capacity);
 * let ret_1: i32 = obj.get(key);
 * obj.put(key, value);
 */
