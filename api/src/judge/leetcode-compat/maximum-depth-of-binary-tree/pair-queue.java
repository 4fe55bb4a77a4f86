class Solution {
    public int maxDepth(TreeNode root) {
        int best = 0;
        Queue<Pair<TreeNode, Integer>> queue = new LinkedList<>();
        if (root != null) queue.add(new Pair<>(root, 1));
        while (!queue.isEmpty()) {
            Pair<TreeNode, Integer> item = queue.poll();
            TreeNode node = item.getKey();
            best = Math.max(best, item.getValue());
            if (node.left != null) queue.add(new Pair<>(node.left, item.getValue() + 1));
            if (node.right != null) queue.add(new Pair<>(node.right, item.getValue() + 1));
        }
        return best;
    }
}
