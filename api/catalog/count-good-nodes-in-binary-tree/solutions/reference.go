/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func goodNodes(root *TreeNode) int {
	return countGood(root, math.MinInt)
}

// countGood counts the good nodes in the subtree, given the largest value on the path above it.
func countGood(node *TreeNode, highest int) int {
	if node == nil {
		return 0
	}
	good := 0
	if node.Val >= highest {
		good = 1
	}
	highest = max(highest, node.Val)
	return good + countGood(node.Left, highest) + countGood(node.Right, highest)
}
