public class Codec {

    // Encodes a tree to a single string.
    public String serialize(TreeNode root) {
        if (root == null) return "";
        StringBuilder out = new StringBuilder().append(root.val);
        Deque<TreeNode> pending = new ArrayDeque<>();
        pending.add(root);
        while (!pending.isEmpty()) {
            TreeNode node = pending.poll();
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child == null) {
                    out.append(",#");
                } else {
                    out.append(',').append(child.val);
                    pending.add(child);
                }
            }
        }
        return out.toString();
    }

    // Decodes your encoded data to tree.
    public TreeNode deserialize(String data) {
        if (data.isEmpty()) return null;
        String[] tokens = data.split(",");
        TreeNode root = new TreeNode(Integer.parseInt(tokens[0]));
        Deque<TreeNode> pending = new ArrayDeque<>();
        pending.add(root);
        int next = 1;
        while (!pending.isEmpty()) {
            TreeNode node = pending.poll();
            String left = tokens[next++], right = tokens[next++];
            if (!left.equals("#")) {
                node.left = new TreeNode(Integer.parseInt(left));
                pending.add(node.left);
            }
            if (!right.equals("#")) {
                node.right = new TreeNode(Integer.parseInt(right));
                pending.add(node.right);
            }
        }
        return root;
    }
}
