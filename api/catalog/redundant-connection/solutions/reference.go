func findRedundantConnection(edges [][]int) []int {
	n := len(edges)
	parent := make([]int, n+1)
	size := make([]int, n+1)
	for i := range parent {
		parent[i] = i
		size[i] = 1
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
		// Already connected: this edge closes the only cycle, and it is the cycle's last edge.
		if a == b {
			return edge
		}
		if size[a] < size[b] {
			a, b = b, a
		}
		parent[b] = a
		size[a] += size[b]
	}
	return []int{}
}
