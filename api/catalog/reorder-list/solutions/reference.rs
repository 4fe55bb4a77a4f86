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
    pub fn reorder_list(head: &mut Option<Box<ListNode>>) {
        // Cut after the first half (the middle node stays in it), reverse the second half,
        // then interleave the two halves.
        let mut len = 0;
        let mut node = head.as_ref();
        while let Some(current) = node {
            len += 1;
            node = current.next.as_ref();
        }
        if len == 0 {
            return;
        }
        let mut last_of_first = head.as_mut().unwrap();
        for _ in 1..(len + 1) / 2 {
            last_of_first = last_of_first.next.as_mut().unwrap();
        }
        let mut second = last_of_first.next.take();
        let mut reversed: Option<Box<ListNode>> = None;
        while let Some(mut current) = second {
            second = current.next.take();
            current.next = reversed;
            reversed = Some(current);
        }
        let mut first = head.as_mut();
        while let Some(current) = first {
            let Some(mut taken) = reversed else { break };
            reversed = taken.next.take();
            taken.next = current.next.take();
            current.next = Some(taken);
            first = current.next.as_mut().unwrap().next.as_mut();
        }
    }
}
