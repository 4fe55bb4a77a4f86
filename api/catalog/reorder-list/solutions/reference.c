/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
void reorderList(struct ListNode* head) {
    struct ListNode* slow = head;
    struct ListNode* fast = head;
    while (fast->next && fast->next->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    struct ListNode* second = slow->next;
    slow->next = NULL;
    struct ListNode* prev = NULL;
    while (second) {
        struct ListNode* next = second->next;
        second->next = prev;
        prev = second;
        second = next;
    }
    struct ListNode* first = head;
    second = prev;
    while (second) {
        struct ListNode* firstNext = first->next;
        struct ListNode* secondNext = second->next;
        first->next = second;
        second->next = firstNext;
        first = firstNext;
        second = secondNext;
    }
}
