class Solution {
public:
    Node* cloneGraph(Node* node) {
        // Copies only the nodes at distance 0 and 1: farther nodes are lost.
        if (!node) return nullptr;
        Node* copy = new Node(node->val);
        for (Node* neighbor : node->neighbors) {
            Node* near = new Node(neighbor->val);
            near->neighbors.push_back(copy);
            copy->neighbors.push_back(near);
        }
        return copy;
    }
};
