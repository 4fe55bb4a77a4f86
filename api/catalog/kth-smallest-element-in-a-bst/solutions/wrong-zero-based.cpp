class Solution {
public:
    int kthSmallest(TreeNode* root, int k) {
        vector<int> values;
        collect(root, values);
        return values[min(k, (int)values.size() - 1)];  // k counts from 1, not 0
    }

private:
    void collect(TreeNode* node, vector<int>& values) {
        if (!node) return;
        collect(node->left, values);
        values.push_back(node->val);
        collect(node->right, values);
    }
};
