impl Solution {
    pub fn alien_order(words: Vec<String>) -> String {
        let mut present = [false; 26];
        let mut edge = [[false; 26]; 26];
        let mut waiting = [0; 26];
        for word in &words {
            for &c in word.as_bytes() {
                present[(c - b'a') as usize] = true;
            }
        }
        // Two neighbouring words are ordered by their first differing letter.
        for pair in words.windows(2) {
            let (before, after) = (pair[0].as_bytes(), pair[1].as_bytes());
            let mut at = 0;
            while at < before.len() && at < after.len() && before[at] == after[at] {
                at += 1;
            }
            if at == before.len() || at == after.len() {
                // A word before its own prefix can come from no order at all.
                if before.len() > after.len() {
                    return String::new();
                }
                continue;
            }
            let (from, to) = ((before[at] - b'a') as usize, (after[at] - b'a') as usize);
            if !edge[from][to] {
                edge[from][to] = true;
                waiting[to] += 1;
            }
        }
        // Kahn's algorithm; `order` doubles as the queue.
        let mut order: Vec<u8> = Vec::new();
        let mut letters = 0;
        for c in 0..26 {
            if present[c] {
                letters += 1;
                if waiting[c] == 0 {
                    order.push(b'a' + c as u8);
                }
            }
        }
        let mut next = 0;
        while next < order.len() {
            let from = (order[next] - b'a') as usize;
            for to in 0..26 {
                if edge[from][to] {
                    waiting[to] -= 1;
                    if waiting[to] == 0 {
                        order.push(b'a' + to as u8);
                    }
                }
            }
            next += 1;
        }
        if order.len() == letters {
            String::from_utf8(order).unwrap()
        } else {
            String::new()
        }
    }
}
