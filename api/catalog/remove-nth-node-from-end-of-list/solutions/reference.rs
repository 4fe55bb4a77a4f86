// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
//
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
impl Solution {
    pub fn remove_nth_from_end(head: Option<Box<ListNode>>, n: i32) -> Option<Box<ListNode>> {
        // A box has one owner, so instead of two pointers n apart: count, then walk len - n.
        let mut len = 0;
        let mut node = head.as_ref();
        while let Some(current) = node {
            len += 1;
            node = current.next.as_ref();
        }
        let mut dummy = Box::new(ListNode::new(0));
        dummy.next = head;
        // Stop just before the node to remove.
        let mut before = &mut dummy;
        for _ in 0..len - n {
            before = before.next.as_mut().unwrap();
        }
        let doomed = before.next.take().unwrap();
        before.next = doomed.next;
        dummy.next
    }
}
