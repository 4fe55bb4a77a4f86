/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static int gain(struct TreeNode* node, int* best) {
    if (node == NULL) return 0;
    int left = gain(node->left, best), right = gain(node->right, best);
    if (left < 0) left = 0;
    if (right < 0) right = 0;
    if (node->val + left + right > *best) *best = node->val + left + right;
    return node->val + (left > right ? left : right);
}

int maxPathSum(struct TreeNode* root) {
    int best = INT_MIN;
    gain(root, &best);
    return best;
}
