func validTree(n int, edges [][]int) bool {
	// A tree on n nodes has exactly n - 1 edges; with that many, no cycle means connected.
	if len(edges) != n-1 {
		return false
	}
	parent := make([]int, n)
	size := make([]int, n)
	for i := range parent {
		parent[i], size[i] = i, 1
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for _, edge := range edges {
		a, b := find(edge[0]), find(edge[1])
		if a == b {
			return false
		}
		if size[a] < size[b] {
			a, b = b, a
		}
		parent[b] = a
		size[a] += size[b]
	}
	return true
}
