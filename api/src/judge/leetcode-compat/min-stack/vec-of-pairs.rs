// A class design with `&self` getters and `&mut self` mutators, no constructor parameters.
struct MinStack {
    items: Vec<(i32, i32)>,
}

impl MinStack {
    fn new() -> Self {
        MinStack { items: Vec::new() }
    }

    fn push(&mut self, val: i32) {
        let low = self.items.last().map_or(val, |&(_, low)| low.min(val));
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
