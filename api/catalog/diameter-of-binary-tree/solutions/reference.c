/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static int height(struct TreeNode* node, int* best) {
    if (node == NULL) return 0;
    int left = height(node->left, best), right = height(node->right, best);
    if (left + right > *best) *best = left + right;
    return 1 + (left > right ? left : right);
}

int diameterOfBinaryTree(struct TreeNode* root) {
    int best = 0;
    height(root, &best);
    return best;
}
