// LeetCode's TreeNode as its Go environment defines it, and the harness's reader and writer
// (compiled only where a signature uses it).
package main

// TreeNode is a binary tree's node.
type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

// zcReadTree reads LeetCode's level order, `n` for a missing node.
func zcReadTree() *TreeNode {
	count := int(zcI64())
	nodes := make([]*TreeNode, count)
	for index := range nodes {
		if !zcIsNull() {
			nodes[index] = &TreeNode{Val: int(zcI64())}
		}
	}
	child := 1
	for parent := 0; parent < count && child < count; parent++ {
		if nodes[parent] == nil {
			continue
		}
		nodes[parent].Left = nodes[child]
		child++
		if child < count {
			nodes[parent].Right = nodes[child]
			child++
		}
	}
	if count == 0 {
		return nil
	}
	return nodes[0]
}

func zcWriteTree(root *TreeNode) {
	order := []*TreeNode{}
	if root != nil {
		order = append(order, root)
	}
	for index := 0; index < len(order); index++ {
		node := order[index]
		if node == nil {
			continue
		}
		if len(order) > 2000000 {
			panic("Found cycle in the TreeNode")
		}
		order = append(order, node.Left, node.Right)
	}
	zcWI64(int64(len(order)))
	for _, node := range order {
		if node == nil {
			zcWNull()
		} else {
			zcWI64(int64(node.Val))
		}
	}
}

// zcFindNode is the node of a tree holding this value (a nodeIn parameter; values are distinct).
func zcFindNode(root *TreeNode, value int) *TreeNode {
	order := []*TreeNode{root}
	for index := 0; index < len(order); index++ {
		node := order[index]
		if node == nil {
			continue
		}
		if node.Val == value {
			return node
		}
		order = append(order, node.Left, node.Right)
	}
	return nil
}
