/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Next *Node
 *     Random *Node
 * }
 */

func copyRandomList(head *Node) *Node {
	// Each original node's copy; nil maps to nil so the links copy without special cases.
	copies := map[*Node]*Node{nil: nil}
	for node := head; node != nil; node = node.Next {
		copies[node] = &Node{Val: node.Val}
	}
	for node := head; node != nil; node = node.Next {
		copies[node].Next = copies[node.Next]
		copies[node].Random = copies[node.Random]
	}
	return copies[head]
}
