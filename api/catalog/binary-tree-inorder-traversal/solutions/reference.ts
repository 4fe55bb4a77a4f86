/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
function inorderTraversal(root: TreeNode | null): number[] {
    const out: number[] = [];
    const pending: TreeNode[] = [];
    let node = root;
    while (node || pending.length > 0) {
        // Go down the left spine, remembering each node to visit on the way back.
        while (node) {
            pending.push(node);
            node = node.left;
        }
        node = pending.pop()!;
        out.push(node.val);
        node = node.right;
    }
    return out;
};
