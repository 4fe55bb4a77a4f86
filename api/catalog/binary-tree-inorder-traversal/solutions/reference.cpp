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
    vector<int> inorderTraversal(TreeNode* root) {
        vector<int> out;
        stack<TreeNode*> pending;
        TreeNode* node = root;
        while (node || !pending.empty()) {
            while (node) {
                pending.push(node);
                node = node->left;
            }
            node = pending.top();
            pending.pop();
            out.push_back(node->val);
            node = node->right;
        }
        return out;
    }
};
