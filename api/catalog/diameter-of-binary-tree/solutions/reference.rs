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
    pub fn diameter_of_binary_tree(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        let mut best = 0;
        Self::height(&root, &mut best);
        best
    }

    // The subtree's height in nodes; best takes the longest path that turns at each node.
    fn height(node: &Option<Rc<RefCell<TreeNode>>>, best: &mut i32) -> i32 {
        let Some(node) = node else { return 0 };
        let node = node.borrow();
        let left = Self::height(&node.left, best);
        let right = Self::height(&node.right, best);
        *best = (*best).max(left + right);
        1 + left.max(right)
    }
}
