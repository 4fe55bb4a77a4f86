class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        while head and head.next:
            head.next, prev, head = prev, head, head.next
        return prev
