class Solution {
public:
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {
        // Sides swapped: larger values are looked for on the left.
        TreeNode* node = root;
        while (node) {
            if (p->val > node->val && q->val > node->val) node = node->left;
            else if (p->val < node->val && q->val < node->val) node = node->right;
            else return node;
        }
        return nullptr;
    }
};
