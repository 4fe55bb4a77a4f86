// The classic mistake: compares each node only with its own children, not with the bounds its
// ancestors impose ([5,4,6,null,null,3,7] passes although 3 < 5 sits right of the root).
class Solution {
public:
    bool isValidBST(TreeNode* root) {
        if (!root) return true;
        if (root->left && root->left->val >= root->val) return false;
        if (root->right && root->right->val <= root->val) return false;
        return isValidBST(root->left) && isValidBST(root->right);
    }
};
