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
static void visit(struct TreeNode* node, int depth, int* view, int* returnSize) {
    if (!node) return;
    // Right child first: the first node met at each depth is the one seen from the right.
    if (depth == *returnSize) view[(*returnSize)++] = node->val;
    visit(node->right, depth + 1, view, returnSize);
    visit(node->left, depth + 1, view, returnSize);
}

int* rightSideView(struct TreeNode* root, int* returnSize) {
    int* view = malloc(sizeof(int) * 101);
    *returnSize = 0;
    visit(root, 0, view, returnSize);
    return view;
}
