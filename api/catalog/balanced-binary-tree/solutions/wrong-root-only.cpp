class Solution {
public:
    bool isBalanced(TreeNode* root) {
        // Only compares the two subtrees of the root.
        if (!root) return true;
        return abs(depth(root->left) - depth(root->right)) <= 1;
    }

private:
    int depth(TreeNode* node) {
        return node ? 1 + max(depth(node->left), depth(node->right)) : 0;
    }
};
