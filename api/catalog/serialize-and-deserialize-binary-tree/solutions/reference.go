/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */

type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Serializes a tree to a single string: level order, "#" for a missing child.
func (this *Codec) serialize(root *TreeNode) string {
	if root == nil {
		return ""
	}
	var out strings.Builder
	out.WriteString(strconv.Itoa(root.Val))
	pending := []*TreeNode{root}
	for len(pending) > 0 {
		node := pending[0]
		pending = pending[1:]
		for _, child := range []*TreeNode{node.Left, node.Right} {
			if child != nil {
				out.WriteString("," + strconv.Itoa(child.Val))
				pending = append(pending, child)
			} else {
				out.WriteString(",#")
			}
		}
	}
	return out.String()
}

// Deserializes your encoded data to tree.
func (this *Codec) deserialize(data string) *TreeNode {
	if data == "" {
		return nil
	}
	tokens := strings.Split(data, ",")
	value, _ := strconv.Atoi(tokens[0])
	root := &TreeNode{Val: value}
	pending := []*TreeNode{root}
	next := 1
	for len(pending) > 0 {
		node := pending[0]
		pending = pending[1:]
		for _, child := range []**TreeNode{&node.Left, &node.Right} {
			token := tokens[next]
			next++
			if token != "#" {
				value, _ := strconv.Atoi(token)
				*child = &TreeNode{Val: value}
				pending = append(pending, *child)
			}
		}
	}
	return root
}

/**
 * Your Codec object will be instantiated and called as such:
 * ser := Constructor();
 * deser := Constructor();
 * data := ser.serialize(root);
 * ans := deser.deserialize(data);
 */
