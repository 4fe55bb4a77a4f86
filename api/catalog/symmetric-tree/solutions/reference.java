class Solution {
    public boolean isSymmetric(TreeNode root) {
        return mirrored(root.left, root.right);
    }

    private boolean mirrored(TreeNode a, TreeNode b) {
        if (a == null || b == null) return a == b;
        return a.val == b.val && mirrored(a.left, b.right) && mirrored(a.right, b.left);
    }
}
