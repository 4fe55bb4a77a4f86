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
    pub fn max_path_sum(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        let mut best = i32::MIN;
        Self::gain(&root, &mut best);
        best
    }

    // The best sum of a path going down from node, never below zero for the caller's use.
    fn gain(node: &Option<Rc<RefCell<TreeNode>>>, best: &mut i32) -> i32 {
        let Some(node) = node else { return 0 };
        let node = node.borrow();
        let left = Self::gain(&node.left, best).max(0);
        let right = Self::gain(&node.right, best).max(0);
        *best = (*best).max(node.val + left + right);
        node.val + left.max(right)
    }
}
