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
use std::collections::HashMap;

impl Solution {
    pub fn build_tree(preorder: Vec<i32>, inorder: Vec<i32>) -> Option<Rc<RefCell<TreeNode>>> {
        // Where each value stands in the inorder list: it splits a subtree into left and right.
        let position: HashMap<i32, i32> = inorder.iter().enumerate().map(|(i, &v)| (v, i as i32)).collect();
        let mut next = 0;
        Self::build(&preorder, &position, &mut next, 0, inorder.len() as i32 - 1)
    }

    // Builds the subtree holding inorder[lo..=hi]; its root is the next unused preorder value.
    fn build(preorder: &[i32], position: &HashMap<i32, i32>, next: &mut usize, lo: i32, hi: i32) -> Option<Rc<RefCell<TreeNode>>> {
        if lo > hi {
            return None;
        }
        let val = preorder[*next];
        *next += 1;
        let mid = position[&val];
        let mut root = TreeNode::new(val);
        root.left = Self::build(preorder, position, next, lo, mid - 1);
        root.right = Self::build(preorder, position, next, mid + 1, hi);
        Some(Rc::new(RefCell::new(root)))
    }
}
