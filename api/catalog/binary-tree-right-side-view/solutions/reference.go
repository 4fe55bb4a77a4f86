/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func rightSideView(root *TreeNode) []int {
	view := []int{}
	if root == nil {
		return view
	}
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		// The last node of a level is the one seen from the right.
		view = append(view, queue[len(queue)-1].Val)
		next := []*TreeNode{}
		for _, node := range queue {
			if node.Left != nil {
				next = append(next, node.Left)
			}
			if node.Right != nil {
				next = append(next, node.Right)
			}
		}
		queue = next
	}
	return view
}
