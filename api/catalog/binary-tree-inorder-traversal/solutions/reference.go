/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func inorderTraversal(root *TreeNode) []int {
	out := []int{}
	pending := []*TreeNode{}
	node := root
	for node != nil || len(pending) > 0 {
		// Go down the left spine, remembering each node to visit on the way back.
		for node != nil {
			pending = append(pending, node)
			node = node.Left
		}
		node = pending[len(pending)-1]
		pending = pending[:len(pending)-1]
		out = append(out, node.Val)
		node = node.Right
	}
	return out
}
