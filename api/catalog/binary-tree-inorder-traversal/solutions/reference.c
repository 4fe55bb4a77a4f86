/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
static void walk(struct TreeNode* node, int* out, int* size) {
    if (!node) return;
    walk(node->left, out, size);
    out[(*size)++] = node->val;
    walk(node->right, out, size);
}

int* inorderTraversal(struct TreeNode* root, int* returnSize) {
    int* out = malloc(sizeof(int) * 100);
    *returnSize = 0;
    walk(root, out, returnSize);
    return out;
}
