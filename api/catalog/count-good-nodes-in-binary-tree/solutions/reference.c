/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static int count(struct TreeNode* node, int highest) {
    if (!node) return 0;
    int good = node->val >= highest;
    if (node->val > highest) highest = node->val;
    return good + count(node->left, highest) + count(node->right, highest);
}

int goodNodes(struct TreeNode* root) {
    return count(root, INT_MIN);
}
