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
    pub fn good_nodes(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        Self::count(&root, i32::MIN)
    }

    // Good nodes in the subtree, given the largest value on the path above it.
    fn count(node: &Option<Rc<RefCell<TreeNode>>>, highest: i32) -> i32 {
        let Some(node) = node else { return 0 };
        let node = node.borrow();
        let good = if node.val >= highest { 1 } else { 0 };
        let highest = highest.max(node.val);
        good + Self::count(&node.left, highest) + Self::count(&node.right, highest)
    }
}
