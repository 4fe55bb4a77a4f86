class Solution {
    unordered_map<int, int> position;
    int next = 0;

    TreeNode* build(vector<int>& preorder, int lo, int hi) {
        if (lo > hi) return nullptr;
        TreeNode* root = new TreeNode(preorder[next++]);
        int mid = position[root->val];
        // Builds the right subtree first, but pre-order lists the left subtree first.
        root->right = build(preorder, mid + 1, hi);
        root->left = build(preorder, lo, mid - 1);
        return root;
    }

public:
    TreeNode* buildTree(vector<int>& preorder, vector<int>& inorder) {
        for (int i = 0; i < (int)inorder.size(); i++) position[inorder[i]] = i;
        return build(preorder, 0, inorder.size() - 1);
    }
};
