/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func isSymmetric(root *TreeNode) bool {
	return mirrored(root.Left, root.Right)
}

func mirrored(a *TreeNode, b *TreeNode) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Val == b.Val && mirrored(a.Left, b.Right) && mirrored(a.Right, b.Left)
}
