// smallestFirst is a min-heap of ints (sort.IntSlice orders ascending).
type smallestFirst struct{ sort.IntSlice }

func (h *smallestFirst) Push(x any) { h.IntSlice = append(h.IntSlice, x.(int)) }
func (h *smallestFirst) Pop() any {
	old := h.IntSlice
	x := old[len(old)-1]
	h.IntSlice = old[:len(old)-1]
	return x
}

func findKthLargest(nums []int, k int) int {
	// A min-heap of the k largest seen so far; its top is the k-th largest.
	h := &smallestFirst{}
	for _, x := range nums {
		heap.Push(h, x)
		if h.Len() > k {
			heap.Pop(h)
		}
	}
	return h.IntSlice[0]
}
