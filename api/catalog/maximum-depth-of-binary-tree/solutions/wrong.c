int maxDepth(struct TreeNode* root) {
    if (root == NULL || (root->left == NULL && root->right == NULL)) return 0;
    int left = maxDepth(root->left);
    int right = maxDepth(root->right);
    return 1 + (left > right ? left : right);
}
