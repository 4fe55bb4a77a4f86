class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> copy = new HashMap<>();
        for (Node node = head; node != null; node = node.next) copy.put(node, new Node(node.val));
        for (Node node = head; node != null; node = node.next) {
            copy.get(node).next = copy.get(node.next);
            copy.get(node).random = copy.get(node.random);
        }
        return copy.get(head);
    }
}
