/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
static struct TreeNode* build(int* preorder, int* next, int* position, int lo, int hi) {
    if (lo > hi) return NULL;
    struct TreeNode* root = malloc(sizeof(struct TreeNode));
    root->val = preorder[(*next)++];
    int mid = position[root->val + 3000];
    root->left = build(preorder, next, position, lo, mid - 1);
    root->right = build(preorder, next, position, mid + 1, hi);
    return root;
}

struct TreeNode* buildTree(int* preorder, int preorderSize, int* inorder, int inorderSize) {
    int position[6001];
    for (int i = 0; i < inorderSize; i++) position[inorder[i] + 3000] = i;
    int next = 0;
    return build(preorder, &next, position, 0, inorderSize - 1);
}
