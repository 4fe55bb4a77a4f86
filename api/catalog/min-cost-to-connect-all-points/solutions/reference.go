func minCostConnectPoints(points [][]int) int {
	// Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
	n, total := len(points), 0
	cost := make([]int, n)
	for i := range cost {
		cost[i] = math.MaxInt
	}
	inTree := make([]bool, n)
	cost[0] = 0
	for round := 0; round < n; round++ {
		next := -1
		for i := 0; i < n; i++ {
			if !inTree[i] && (next == -1 || cost[i] < cost[next]) {
				next = i
			}
		}
		inTree[next] = true
		total += cost[next]
		for i := 0; i < n; i++ {
			if inTree[i] {
				continue
			}
			dx, dy := points[i][0]-points[next][0], points[i][1]-points[next][1]
			cost[i] = min(cost[i], max(dx, -dx)+max(dy, -dy))
		}
	}
	return total
}
