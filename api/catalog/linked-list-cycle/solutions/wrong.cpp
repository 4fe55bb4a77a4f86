class Solution {
public:
    bool hasCycle(ListNode *head) {
        // Guesses a cycle after 1000 steps: long lists without one are misjudged.
        int steps = 0;
        for (ListNode *node = head; node; node = node->next)
            if (++steps > 1000) return true;
        return false;
    }
};
