// intHeap is a min-heap of ints.
type intHeap []int

func (h intHeap) Len() int           { return len(h) }
func (h intHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() any {
	old := *h
	top := old[len(old)-1]
	*h = old[:len(old)-1]
	return top
}

type MedianFinder struct {
	// The smaller half, negated so its largest is on top, and the larger half, smallest on top;
	// low holds the extra number when the count is odd.
	low, high *intHeap
}

func Constructor() MedianFinder {
	return MedianFinder{low: &intHeap{}, high: &intHeap{}}
}

func (this *MedianFinder) AddNum(num int) {
	heap.Push(this.low, -num)
	heap.Push(this.high, -heap.Pop(this.low).(int))
	if this.high.Len() > this.low.Len() {
		heap.Push(this.low, -heap.Pop(this.high).(int))
	}
}

func (this *MedianFinder) FindMedian() float64 {
	middle := float64(-(*this.low)[0])
	if this.low.Len() > this.high.Len() {
		return middle
	}
	return (middle + float64((*this.high)[0])) / 2
}

/**
 * Your MedianFinder object will be instantiated and called as such:
 * obj := Constructor();
 * obj.AddNum(num);
 * param_2 := obj.FindMedian();
 */
