// heaviestFirst is a max-heap of ints.
type heaviestFirst struct{ sort.IntSlice }

func (h heaviestFirst) Less(i, j int) bool { return h.IntSlice[i] > h.IntSlice[j] }
func (h *heaviestFirst) Push(x any)        { h.IntSlice = append(h.IntSlice, x.(int)) }
func (h *heaviestFirst) Pop() any {
	old := h.IntSlice
	x := old[len(old)-1]
	h.IntSlice = old[:len(old)-1]
	return x
}

func lastStoneWeight(stones []int) int {
	h := &heaviestFirst{append([]int(nil), stones...)}
	heap.Init(h)
	for h.Len() > 1 {
		y := heap.Pop(h).(int)
		x := heap.Pop(h).(int)
		if y > x {
			heap.Push(h, y-x)
		}
	}
	if h.Len() == 0 {
		return 0
	}
	return h.IntSlice[0]
}
