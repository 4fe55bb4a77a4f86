/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func isBalanced(root *TreeNode) bool {
	return height(root) != -1
}

// height is the subtree's height, or -1 when some node inside it is unbalanced.
func height(node *TreeNode) int {
	if node == nil {
		return 0
	}
	left := height(node.Left)
	if left == -1 {
		return -1
	}
	right := height(node.Right)
	if right == -1 || left-right > 1 || right-left > 1 {
		return -1
	}
	return 1 + max(left, right)
}
