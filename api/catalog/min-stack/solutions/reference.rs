struct MinStack {
    items: Vec<(i32, i32)>, // (value, the minimum of the stack up to it)
}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl MinStack {
    fn new() -> Self {
        MinStack { items: Vec::new() }
    }

    fn push(&mut self, val: i32) {
        let low = match self.items.last() {
            Some(&(_, low)) => low.min(val),
            None => val,
        };
        self.items.push((val, low));
    }

    fn pop(&mut self) {
        self.items.pop();
    }

    fn top(&self) -> i32 {
        self.items.last().unwrap().0
    }

    fn get_min(&self) -> i32 {
        self.items.last().unwrap().1
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * let obj = MinStack::new();
 * obj.push(val);
 * obj.pop();
 * let ret_3: i32 = obj.top();
 * let ret_4: i32 = obj.get_min();
 */
