/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/

class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> copy;
        copy[nullptr] = nullptr;
        for (Node* node = head; node; node = node->next) copy[node] = new Node(node->val);
        for (Node* node = head; node; node = node->next) {
            copy[node]->next = copy[node->next];
            copy[node]->random = copy[node->random];
        }
        return copy[head];
    }
};
