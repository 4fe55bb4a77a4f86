class Solution {
public:
    int goodNodes(TreeNode* root) {
        return 1 + count(root->left, root->val) + count(root->right, root->val);
    }

private:
    int count(TreeNode* node, int highest) {
        if (!node) return 0;
        int good = node->val > highest ? 1 : 0;  // a value equal to the path maximum is good too
        highest = max(highest, node->val);
        return good + count(node->left, highest) + count(node->right, highest);
    }
};
