/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static bool mirrored(struct TreeNode* a, struct TreeNode* b) {
    if (a == NULL || b == NULL) return a == b;
    return a->val == b->val && mirrored(a->left, b->right) && mirrored(a->right, b->left);
}

bool isSymmetric(struct TreeNode* root) {
    return mirrored(root->left, root->right);
}
