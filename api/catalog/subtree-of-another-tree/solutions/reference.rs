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
    pub fn is_subtree(
        root: Option<Rc<RefCell<TreeNode>>>,
        sub_root: Option<Rc<RefCell<TreeNode>>>,
    ) -> bool {
        match root {
            None => false,
            Some(node) => {
                if Self::same(&Some(Rc::clone(&node)), &sub_root) {
                    return true;
                }
                let node = node.borrow();
                Self::is_subtree(node.left.clone(), sub_root.clone())
                    || Self::is_subtree(node.right.clone(), sub_root)
            }
        }
    }

    fn same(a: &Option<Rc<RefCell<TreeNode>>>, b: &Option<Rc<RefCell<TreeNode>>>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => {
                let (a, b) = (a.borrow(), b.borrow());
                a.val == b.val && Self::same(&a.left, &b.left) && Self::same(&a.right, &b.right)
            }
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}
