// cellHeap is a min-heap of {level, row, column}, ordered by level.
type cellHeap [][3]int

func (h cellHeap) Len() int           { return len(h) }
func (h cellHeap) Less(i, j int) bool { return h[i][0] < h[j][0] }
func (h cellHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *cellHeap) Push(x any)        { *h = append(*h, x.([3]int)) }
func (h *cellHeap) Pop() any {
	old := *h
	top := old[len(old)-1]
	*h = old[:len(old)-1]
	return top
}

func swimInWater(grid [][]int) int {
	n := len(grid)
	// Dijkstra where a route costs its highest cell: the first time a cell is popped, its
	// route maximum is the least possible.
	settled := make([][]bool, n)
	for i := range settled {
		settled[i] = make([]bool, n)
	}
	h := &cellHeap{{grid[0][0], 0, 0}}
	dr, dc := [4]int{1, -1, 0, 0}, [4]int{0, 0, 1, -1}
	for h.Len() > 0 {
		top := heap.Pop(h).([3]int)
		level, r, c := top[0], top[1], top[2]
		if settled[r][c] {
			continue
		}
		settled[r][c] = true
		if r == n-1 && c == n-1 {
			return level
		}
		for d := 0; d < 4; d++ {
			nr, nc := r+dr[d], c+dc[d]
			if nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr][nc] {
				continue
			}
			heap.Push(h, [3]int{max(level, grid[nr][nc]), nr, nc})
		}
	}
	return -1
}
