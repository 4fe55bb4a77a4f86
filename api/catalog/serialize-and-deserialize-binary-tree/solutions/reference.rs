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
use std::collections::VecDeque;
use std::rc::Rc;

struct Codec {}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Codec {
    fn new() -> Self {
        Codec {}
    }

    // Level order, "#" for a missing child, commas between.
    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        let Some(root) = root else {
            return String::new();
        };
        let mut out = root.borrow().val.to_string();
        let mut pending = VecDeque::from([root]);
        while let Some(node) = pending.pop_front() {
            let node = node.borrow();
            for child in [&node.left, &node.right] {
                match child {
                    Some(child) => {
                        out.push(',');
                        out.push_str(&child.borrow().val.to_string());
                        pending.push_back(Rc::clone(child));
                    }
                    None => out.push_str(",#"),
                }
            }
        }
        out
    }

    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        if data.is_empty() {
            return None;
        }
        let mut tokens = data.split(',');
        let value = tokens.next().unwrap().parse().unwrap();
        let root = Rc::new(RefCell::new(TreeNode::new(value)));
        let mut pending = VecDeque::from([Rc::clone(&root)]);
        while let Some(node) = pending.pop_front() {
            let mut node = node.borrow_mut();
            for is_right in [false, true] {
                let token = tokens.next().unwrap();
                if token == "#" {
                    continue;
                }
                let child = Rc::new(RefCell::new(TreeNode::new(token.parse().unwrap())));
                pending.push_back(Rc::clone(&child));
                if is_right {
                    node.right = Some(child);
                } else {
                    node.left = Some(child);
                }
            }
        }
        Some(root)
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * let obj = Codec::new();
 * let data: String = obj.serialize(strs);
 * let ans: Option<Rc<RefCell<TreeNode>>> = obj.deserialize(data);
 */
