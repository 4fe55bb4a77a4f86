/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */

// smallestHead is a heap of list nodes, the smallest value on top.
type smallestHead []*ListNode

func (h smallestHead) Len() int           { return len(h) }
func (h smallestHead) Less(i, j int) bool { return h[i].Val < h[j].Val }
func (h smallestHead) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *smallestHead) Push(x any)        { *h = append(*h, x.(*ListNode)) }
func (h *smallestHead) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func mergeKLists(lists []*ListNode) *ListNode {
	h := &smallestHead{}
	for _, head := range lists {
		if head != nil {
			heap.Push(h, head)
		}
	}
	dummy := &ListNode{}
	tail := dummy
	for h.Len() > 0 {
		node := heap.Pop(h).(*ListNode)
		tail.Next = node
		tail = node
		if node.Next != nil {
			heap.Push(h, node.Next)
		}
	}
	tail.Next = nil
	return dummy.Next
}
