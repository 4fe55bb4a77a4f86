// Linked lists through std's BinaryHeap with Reverse: the smallest head first, nodes moved, not
// copied.
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
        let mut heap = BinaryHeap::new();
        for (index, list) in lists.iter().enumerate() {
            if let Some(node) = list {
                heap.push(Reverse((node.val, index)));
            }
        }
        let mut lists = lists;
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy;
        while let Some(Reverse((_, index))) = heap.pop() {
            let mut node = lists[index].take().unwrap();
            lists[index] = node.next.take();
            if let Some(next) = &lists[index] {
                heap.push(Reverse((next.val, index)));
            }
            tail.next = Some(node);
            tail = tail.next.as_mut().unwrap();
        }
        dummy.next
    }
}
