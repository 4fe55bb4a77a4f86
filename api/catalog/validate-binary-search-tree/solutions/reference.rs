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
    pub fn is_valid_bst(root: Option<Rc<RefCell<TreeNode>>>) -> bool {
        Self::valid(&root, i64::MIN, i64::MAX)
    }

    // Every value under node must lie strictly between low and high.
    fn valid(node: &Option<Rc<RefCell<TreeNode>>>, low: i64, high: i64) -> bool {
        let Some(node) = node else {
            return true;
        };
        let node = node.borrow();
        let val = node.val as i64;
        if val <= low || val >= high {
            return false;
        }
        Self::valid(&node.left, low, val) && Self::valid(&node.right, val, high)
    }
}
