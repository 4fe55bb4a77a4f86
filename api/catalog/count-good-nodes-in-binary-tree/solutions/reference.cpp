/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    int goodNodes(TreeNode* root) {
        return count(root, INT_MIN);
    }

private:
    int count(TreeNode* node, int highest) {
        if (!node) return 0;
        int good = node->val >= highest ? 1 : 0;
        highest = max(highest, node->val);
        return good + count(node->left, highest) + count(node->right, highest);
    }
};
