/**
 * @param {TreeNode} root
 * @return {number[]}
 */
var inorderTraversal = function(root) {
    // Preorder: the node is visited before its left subtree.
    if (!root) return [];
    return [root.val, ...inorderTraversal(root.left), ...inorderTraversal(root.right)];
};
