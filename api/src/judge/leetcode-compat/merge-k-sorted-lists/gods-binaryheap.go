// gods' binaryheap with a comparator of the solution's own (gods' utils, not imported either).
func mergeKLists(lists []*ListNode) *ListNode {
    h := binaryheap.NewWith(func(a, b interface{}) int {
        return utils.IntComparator(a.(*ListNode).Val, b.(*ListNode).Val)
    })
    for _, l := range lists {
        if l != nil {
            h.Push(l)
        }
    }
    dummy := &ListNode{}
    tail := dummy
    for !h.Empty() {
        top, _ := h.Pop()
        node := top.(*ListNode)
        tail.Next, tail = node, node
        if node.Next != nil {
            h.Push(node.Next)
        }
    }
    return dummy.Next
}
