/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
// The follow-up's answer: store every subtree's size once, then each query walks one path
// down, using the left subtree's size to decide where the k-th value lies.
func kthSmallest(root *TreeNode, k int) int {
	size := map[*TreeNode]int{}
	var count func(node *TreeNode) int
	count = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		size[node] = 1 + count(node.Left) + count(node.Right)
		return size[node]
	}
	count(root)

	node := root
	for {
		left := 0
		if node.Left != nil {
			left = size[node.Left]
		}
		switch {
		case k <= left:
			node = node.Left
		case k == left+1:
			return node.Val
		default:
			// Skip the left subtree and this node.
			k -= left + 1
			node = node.Right
		}
	}
}
