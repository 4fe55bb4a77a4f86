/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static void walk(struct TreeNode* node, int* k, int* answer) {
    if (!node || *k == 0) return;
    walk(node->left, k, answer);
    if (*k == 0) return;
    if (--*k == 0) {
        *answer = node->val;
        return;
    }
    walk(node->right, k, answer);
}

int kthSmallest(struct TreeNode* root, int k) {
    int answer = -1;
    walk(root, &k, &answer);
    return answer;
}
