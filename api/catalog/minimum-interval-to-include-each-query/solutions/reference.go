// smallestSize is a heap of (size, right end) pairs, the smallest size on top.
type smallestSize [][2]int

func (h smallestSize) Len() int { return len(h) }
func (h smallestSize) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] < h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h smallestSize) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *smallestSize) Push(x any)   { *h = append(*h, x.([2]int)) }
func (h *smallestSize) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func minInterval(intervals [][]int, queries []int) []int {
	sort.Slice(intervals, func(a, b int) bool { return intervals[a][0] < intervals[b][0] })
	order := make([]int, len(queries))
	for j := range order {
		order[j] = j
	}
	sort.Slice(order, func(a, b int) bool { return queries[order[a]] < queries[order[b]] })
	h := &smallestSize{}
	answer := make([]int, len(queries))
	i := 0
	for _, j := range order {
		q := queries[j]
		for i < len(intervals) && intervals[i][0] <= q {
			heap.Push(h, [2]int{intervals[i][1] - intervals[i][0] + 1, intervals[i][1]})
			i++
		}
		// Intervals ending before q end before every later query too.
		for h.Len() > 0 && (*h)[0][1] < q {
			heap.Pop(h)
		}
		if h.Len() == 0 {
			answer[j] = -1
		} else {
			answer[j] = (*h)[0][0]
		}
	}
	return answer
}
