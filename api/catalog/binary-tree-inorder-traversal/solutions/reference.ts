/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
function inorderTraversal(root: TreeNode | null): number[] {
    const out = [];
    const walk = (node) => {
        if (!node) return;
        walk(node.left);
        out.push(node.val);
        walk(node.right);
    };
    walk(root);
    return out;
};
