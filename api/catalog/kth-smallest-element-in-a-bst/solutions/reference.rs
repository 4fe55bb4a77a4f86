// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn kth_smallest(root: Option<Rc<RefCell<TreeNode>>>, k: i32) -> i32 {
        // In-order walk with an explicit stack: values come out in increasing order.
        let mut stack = Vec::new();
        let mut node = root;
        let mut k = k;
        loop {
            while let Some(current) = node {
                node = current.borrow().left.clone();
                stack.push(current);
            }
            let current = stack.pop().unwrap();
            k -= 1;
            if k == 0 {
                return current.borrow().val;
            }
            node = current.borrow().right.clone();
        }
    }
}
