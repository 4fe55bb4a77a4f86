// LeetCode's ListNode as its Go environment defines it, and the harness's reader and writer
// (compiled only where a signature uses it).
package main

// ListNode is a singly-linked list's node.
type ListNode struct {
	Val  int
	Next *ListNode
}

func zcReadList() *ListNode {
	dummy := &ListNode{}
	tail := dummy
	for count := zcI64(); count > 0; count-- {
		tail.Next = &ListNode{Val: int(zcI64())}
		tail = tail.Next
	}
	return dummy.Next
}

func zcWriteList(head *ListNode) {
	values := []int{}
	for node := head; node != nil; node = node.Next {
		if len(values) >= 1000000 {
			panic("Found cycle in the ListNode")
		}
		values = append(values, node.Val)
	}
	zcWI64(int64(len(values)))
	for _, value := range values {
		zcWI64(int64(value))
	}
}

// zcLinkCycle is Linked List Cycle's input: the tail links back to the node at pos (-1: none).
func zcLinkCycle(head *ListNode, pos int) {
	if pos < 0 || head == nil {
		return
	}
	var target *ListNode
	tail := head
	for index := 0; ; index++ {
		if index == pos {
			target = tail
		}
		if tail.Next == nil {
			break
		}
		tail = tail.Next
	}
	tail.Next = target
}
