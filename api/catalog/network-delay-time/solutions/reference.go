// earliestFirst is a heap of (time, node) pairs, the earliest time on top.
type earliestFirst [][2]int

func (h earliestFirst) Len() int           { return len(h) }
func (h earliestFirst) Less(i, j int) bool { return h[i][0] < h[j][0] }
func (h earliestFirst) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *earliestFirst) Push(x any)        { *h = append(*h, x.([2]int)) }
func (h *earliestFirst) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func networkDelayTime(times [][]int, n int, k int) int {
	links := make([][][2]int, n+1) // links[u]: (v, w) for each signal u -> v taking w
	for _, t := range times {
		links[t[0]] = append(links[t[0]], [2]int{t[1], t[2]})
	}
	// Dijkstra: the node popped with the smallest time can never be reached sooner.
	arrival := make([]int, n+1)
	for i := range arrival {
		arrival[i] = -1
	}
	h := &earliestFirst{{0, k}}
	settled, last := 0, 0
	for h.Len() > 0 {
		top := heap.Pop(h).([2]int)
		time, node := top[0], top[1]
		if arrival[node] != -1 {
			continue
		}
		arrival[node] = time
		settled++
		last = time
		for _, link := range links[node] {
			if arrival[link[0]] == -1 {
				heap.Push(h, [2]int{time + link[1], link[0]})
			}
		}
	}
	if settled == n {
		return last
	}
	return -1
}
