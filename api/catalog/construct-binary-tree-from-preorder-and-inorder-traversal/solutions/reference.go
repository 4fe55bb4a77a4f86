/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func buildTree(preorder []int, inorder []int) *TreeNode {
	// Where each value stands in the inorder list: it splits a subtree into left and right.
	position := make(map[int]int, len(inorder))
	for i, v := range inorder {
		position[v] = i
	}
	next := 0
	// build makes the subtree holding inorder[lo..hi]; its root is the next unused preorder value.
	var build func(lo, hi int) *TreeNode
	build = func(lo, hi int) *TreeNode {
		if lo > hi {
			return nil
		}
		root := &TreeNode{Val: preorder[next]}
		next++
		mid := position[root.Val]
		root.Left = build(lo, mid-1)
		root.Right = build(mid+1, hi)
		return root
	}
	return build(0, len(inorder)-1)
}
