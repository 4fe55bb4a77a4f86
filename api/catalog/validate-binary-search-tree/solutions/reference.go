/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func isValidBST(root *TreeNode) bool {
	return validIn(root, math.MinInt64, math.MaxInt64)
}

// validIn says whether every value under node lies strictly between low and high.
func validIn(node *TreeNode, low, high int) bool {
	if node == nil {
		return true
	}
	if node.Val <= low || node.Val >= high {
		return false
	}
	return validIn(node.Left, low, node.Val) && validIn(node.Right, node.Val, high)
}
