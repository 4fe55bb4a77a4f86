class Solution {
public:
    int maxPathSum(TreeNode* root) {
        int best = INT_MIN;
        gain(root, best);
        return best;
    }

private:
    // Never drops a negative branch: a path is forced to take both children's best gains.
    int gain(TreeNode* node, int& best) {
        if (!node) return 0;
        int left = gain(node->left, best), right = gain(node->right, best);
        best = max(best, node->val + left + right);
        return node->val + max(left, right);
    }
};
