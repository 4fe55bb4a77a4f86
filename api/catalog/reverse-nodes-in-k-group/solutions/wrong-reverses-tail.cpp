class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        // Also reverses the last group when it has fewer than k nodes.
        if (!head) return head;
        ListNode* prev = nullptr;
        ListNode* cur = head;
        for (int i = 0; i < k && cur; i++) {
            ListNode* next = cur->next;
            cur->next = prev;
            prev = cur;
            cur = next;
        }
        head->next = reverseKGroup(cur, k);
        return prev;
    }
};
