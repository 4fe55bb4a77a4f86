// Copy List with Random Pointer's Node as LeetCode's Go environment defines it, and its reader and
// writer for the harness (compiled only where a signature uses it). An answer must be a deep
// copy: a node of the input in it is refused.
package main

// Node is a list node with a pointer to any node of its list.
type Node struct {
	Val    int
	Next   *Node
	Random *Node
}

const zcNotACopy = "The answer holds a node of the input: it must be a copy made of new nodes."

// The nodes of the current case's input.
var zcRandomInputs = map[*Node]bool{}

func zcReadRandomList() *Node {
	count := int(zcI64())
	nodes := make([]*Node, count)
	randoms := make([]int, count)
	for index := range nodes {
		nodes[index] = &Node{Val: int(zcI64())}
		randoms[index] = -1
		if !zcIsNull() {
			randoms[index] = int(zcI64())
		}
	}
	zcRandomInputs = map[*Node]bool{}
	for index, node := range nodes {
		if index+1 < count {
			node.Next = nodes[index+1]
		}
		if randoms[index] >= 0 {
			node.Random = nodes[randoms[index]]
		}
		zcRandomInputs[node] = true
	}
	if count == 0 {
		return nil
	}
	return nodes[0]
}

func zcWriteRandomList(head *Node) {
	position := map[*Node]int{}
	for node := head; node != nil; node = node.Next {
		if zcRandomInputs[node] {
			panic(zcNotACopy)
		}
		if _, seen := position[node]; seen {
			panic("Found cycle in the Node list")
		}
		position[node] = len(position)
	}
	zcWI64(int64(len(position)))
	for node := head; node != nil; node = node.Next {
		zcWI64(int64(node.Val))
		if node.Random == nil {
			zcWNull()
			continue
		}
		at, inList := position[node.Random]
		if !inList {
			if zcRandomInputs[node.Random] {
				panic(zcNotACopy)
			}
			panic("A random pointer leads out of the list")
		}
		zcWI64(int64(at))
	}
}
