/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */

func cloneGraph(node *Node) *Node {
	// Each original node's copy, so a node reached twice is copied once.
	copies := map[*Node]*Node{}
	var clone func(original *Node) *Node
	clone = func(original *Node) *Node {
		if original == nil {
			return nil
		}
		if made, ok := copies[original]; ok {
			return made
		}
		made := &Node{Val: original.Val}
		copies[original] = made
		for _, neighbor := range original.Neighbors {
			made.Neighbors = append(made.Neighbors, clone(neighbor))
		}
		return made
	}
	return clone(node)
}
