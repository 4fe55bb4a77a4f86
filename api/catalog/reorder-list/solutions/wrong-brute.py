class Solution:
    def reorderList(self, head: Optional[ListNode]) -> None:
        # Walks to the current tail for every node: quadratic. In C++ the same walk over the
        # constraints' 5 * 10^4 nodes takes under one time limit, so no valid case would prove it
        # slow on every machine; in Python it runs far past the limit.
        cur = head
        while cur and cur.next and cur.next.next:
            before_tail = cur
            while before_tail.next.next:
                before_tail = before_tail.next
            tail = before_tail.next
            before_tail.next = None
            tail.next = cur.next
            cur.next = tail
            cur = tail.next
