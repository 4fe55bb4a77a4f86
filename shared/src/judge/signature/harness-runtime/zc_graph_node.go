// Clone Graph's Node as LeetCode's Go environment defines it, and its reader and writer for the
// harness (compiled only where a signature uses it). An answer must be a deep copy: a node of
// the input in it is refused.
package main

import "sort"

// Node is an undirected graph's node.
type Node struct {
	Val       int
	Neighbors []*Node
}

const zcGraphNotACopy = "The answer holds a node of the input: it must be a copy made of new nodes."

// The nodes of the current case's input.
var zcGraphInputs = map[*Node]bool{}

func zcReadGraph() *Node {
	count := int(zcI64())
	nodes := make([]*Node, count)
	for index := range nodes {
		nodes[index] = &Node{Val: index + 1}
	}
	zcGraphInputs = map[*Node]bool{}
	for _, node := range nodes {
		for k := zcI64(); k > 0; k-- {
			node.Neighbors = append(node.Neighbors, nodes[zcI64()-1])
		}
		zcGraphInputs[node] = true
	}
	if count == 0 {
		return nil
	}
	return nodes[0]
}

// zcWriteGraph writes the clone's adjacency list, by node value, from a walk over every node.
func zcWriteGraph(start *Node) {
	seen := map[*Node]bool{}
	pending := []*Node{}
	if start != nil {
		seen[start] = true
		pending = append(pending, start)
	}
	for at := 0; at < len(pending); at++ {
		node := pending[at]
		if zcGraphInputs[node] {
			panic(zcGraphNotACopy)
		}
		for _, neighbor := range node.Neighbors {
			if !seen[neighbor] {
				seen[neighbor] = true
				pending = append(pending, neighbor)
			}
		}
	}
	sort.SliceStable(pending, func(a, b int) bool { return pending[a].Val < pending[b].Val })
	zcWI64(int64(len(pending)))
	for _, node := range pending {
		zcWI64(int64(len(node.Neighbors)))
		for _, neighbor := range node.Neighbors {
			zcWI64(int64(neighbor.Val))
		}
	}
}
