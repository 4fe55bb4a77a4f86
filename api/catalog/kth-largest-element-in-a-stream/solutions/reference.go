// smallestFirst is a min-heap of ints (sort.IntSlice orders ascending).
type smallestFirst struct{ sort.IntSlice }

func (h *smallestFirst) Push(x any) { h.IntSlice = append(h.IntSlice, x.(int)) }
func (h *smallestFirst) Pop() any {
	old := h.IntSlice
	x := old[len(old)-1]
	h.IntSlice = old[:len(old)-1]
	return x
}

type KthLargest struct {
	k    int
	kept *smallestFirst // the k largest values so far, the smallest of them on top
}

func Constructor(k int, nums []int) KthLargest {
	this := KthLargest{k: k, kept: &smallestFirst{}}
	for _, x := range nums {
		this.Add(x)
	}
	return this
}

func (this *KthLargest) Add(val int) int {
	heap.Push(this.kept, val)
	if this.kept.Len() > this.k {
		heap.Pop(this.kept)
	}
	return this.kept.IntSlice[0]
}

/**
 * Your KthLargest object will be instantiated and called as such:
 * obj := Constructor(k, nums);
 * param_1 := obj.Add(val);
 */
