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
use std::cell::RefCell;
use std::rc::Rc;
impl Solution {
    pub fn inorder_traversal(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<i32> {
        let mut out = Vec::new();
        let mut pending: Vec<Rc<RefCell<TreeNode>>> = Vec::new();
        let mut node = root;
        while node.is_some() || !pending.is_empty() {
            // Go down the left spine, remembering each node to visit on the way back.
            while let Some(current) = node {
                node = current.borrow().left.clone();
                pending.push(current);
            }
            let current = pending.pop().unwrap();
            out.push(current.borrow().val);
            node = current.borrow().right.clone();
        }
        out
    }
}
