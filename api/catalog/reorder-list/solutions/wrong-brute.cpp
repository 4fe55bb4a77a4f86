class Solution {
public:
    void reorderList(ListNode* head) {
        // Walks to the current tail for every node: quadratic.
        ListNode* cur = head;
        while (cur && cur->next && cur->next->next) {
            ListNode* beforeTail = cur;
            while (beforeTail->next->next) beforeTail = beforeTail->next;
            ListNode* tail = beforeTail->next;
            beforeTail->next = nullptr;
            tail->next = cur->next;
            cur->next = tail;
            cur = tail->next;
        }
    }
};
