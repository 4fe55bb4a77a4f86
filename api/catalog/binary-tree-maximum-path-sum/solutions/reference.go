/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func maxPathSum(root *TreeNode) int {
	best := math.MinInt
	// gain is the best sum of a path going down from node, never below zero for the caller's use.
	var gain func(node *TreeNode) int
	gain = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left := max(0, gain(node.Left))
		right := max(0, gain(node.Right))
		best = max(best, node.Val+left+right)
		return node.Val + max(left, right)
	}
	gain(root)
	return best
}
