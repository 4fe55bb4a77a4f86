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
    pub fn merge_two_lists(
        list1: Option<Box<ListNode>>,
        list2: Option<Box<ListNode>>,
    ) -> Option<Box<ListNode>> {
        let (mut a, mut b) = (list1, list2);
        let mut dummy = ListNode::new(0);
        let mut tail = &mut dummy;
        while let (Some(x), Some(y)) = (&a, &b) {
            // Move the smaller head (the first list's on a tie) to the end of the result.
            let source = if x.val <= y.val { &mut a } else { &mut b };
            let mut node = source.take().unwrap();
            *source = node.next.take();
            tail.next = Some(node);
            tail = tail.next.as_mut().unwrap();
        }
        tail.next = if a.is_some() { a } else { b };
        dummy.next
    }
}
