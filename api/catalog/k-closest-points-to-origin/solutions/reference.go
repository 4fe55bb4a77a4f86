// farthestFirst is a heap of (squared distance, index) pairs with the farthest point on top.
type farthestFirst [][2]int

func (h farthestFirst) Len() int           { return len(h) }
func (h farthestFirst) Less(i, j int) bool { return h[i][0] > h[j][0] }
func (h farthestFirst) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *farthestFirst) Push(x any)        { *h = append(*h, x.([2]int)) }
func (h *farthestFirst) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func kClosest(points [][]int, k int) [][]int {
	h := &farthestFirst{}
	for i, p := range points {
		heap.Push(h, [2]int{p[0]*p[0] + p[1]*p[1], i})
		if h.Len() > k {
			heap.Pop(h)
		}
	}
	closest := make([][]int, 0, k)
	for _, entry := range *h {
		closest = append(closest, points[entry[1]])
	}
	return closest
}
