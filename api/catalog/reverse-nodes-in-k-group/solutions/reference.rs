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
    pub fn reverse_k_group(head: Option<Box<ListNode>>, k: i32) -> Option<Box<ListNode>> {
        let k = k as usize;
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy; // the last node of the groups already placed
        let mut rest = head;
        loop {
            // Fewer than k nodes left: they keep their order.
            let mut count = 0;
            let mut node = rest.as_ref();
            while count < k {
                match node {
                    Some(current) => node = current.next.as_ref(),
                    None => break,
                }
                count += 1;
            }
            if count < k {
                tail.next = rest;
                break;
            }
            let mut reversed: Option<Box<ListNode>> = None;
            for _ in 0..k {
                let mut current = rest.take().unwrap();
                rest = current.next.take();
                current.next = reversed;
                reversed = Some(current);
            }
            tail.next = reversed;
            for _ in 0..k {
                tail = tail.next.as_mut().unwrap();
            }
        }
        dummy.next
    }
}
