/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func diameterOfBinaryTree(root *TreeNode) int {
	best := 0
	// height is the subtree's height in nodes; best takes the longest path that turns at each node.
	var height func(node *TreeNode) int
	height = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left, right := height(node.Left), height(node.Right)
		best = max(best, left+right)
		return 1 + max(left, right)
	}
	height(root)
	return best
}
