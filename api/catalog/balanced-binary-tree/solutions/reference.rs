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
    pub fn is_balanced(root: Option<Rc<RefCell<TreeNode>>>) -> bool {
        Self::height(&root) != -1
    }

    // Height of the subtree, or -1 when some node inside it is unbalanced.
    fn height(node: &Option<Rc<RefCell<TreeNode>>>) -> i32 {
        let Some(node) = node else { return 0 };
        let node = node.borrow();
        let left = Self::height(&node.left);
        if left == -1 {
            return -1;
        }
        let right = Self::height(&node.right);
        if right == -1 || (left - right).abs() > 1 {
            return -1;
        }
        1 + left.max(right)
    }
}
