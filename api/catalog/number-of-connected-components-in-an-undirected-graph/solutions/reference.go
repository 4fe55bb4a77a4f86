func countComponents(n int, edges [][]int) int {
	// Union-find by size with path halving; every union of two roots joins two components.
	parent, size := make([]int, n), make([]int, n)
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
	components := n
	for _, edge := range edges {
		a, b := find(edge[0]), find(edge[1])
		if a == b {
			continue // already connected: the count does not change
		}
		if size[a] < size[b] {
			a, b = b, a
		}
		parent[b] = a
		size[a] += size[b]
		components--
	}
	return components
}
