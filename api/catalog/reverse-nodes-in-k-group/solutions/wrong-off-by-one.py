class Solution:
    def reverseKGroup(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        values = []
        node = head
        while node:
            values.append(node.val)
            node = node.next
        # Stops one group early when the length is an exact multiple of k.
        for start in range(0, len(values) - k, k):
            values[start:start + k] = values[start:start + k][::-1]
        node = head
        for v in values:
            node.val = v
            node = node.next
        return head
