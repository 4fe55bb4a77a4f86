type DetectSquares struct {
	// counts[x][y]: copies of the point (x, y); coordinates are at most 1000.
	counts   [][]int
	distinct [][2]int
}

func Constructor() DetectSquares {
	counts := make([][]int, 1001)
	for x := range counts {
		counts[x] = make([]int, 1001)
	}
	return DetectSquares{counts: counts}
}

func (this *DetectSquares) Add(point []int) {
	x, y := point[0], point[1]
	if this.counts[x][y] == 0 {
		this.distinct = append(this.distinct, [2]int{x, y})
	}
	this.counts[x][y]++
}

func (this *DetectSquares) Count(point []int) int {
	qx, qy := point[0], point[1]
	total := 0
	// Each stored point on a diagonal through the query fixes one square.
	for _, p := range this.distinct {
		x, y := p[0], p[1]
		dx, dy := x-qx, y-qy
		if dx == 0 || (dx != dy && dx != -dy) {
			continue
		}
		total += this.counts[x][y] * this.counts[qx][y] * this.counts[x][qy]
	}
	return total
}

/**
 * Your DetectSquares object will be instantiated and called as such:
 * obj := Constructor();
 * obj.Add(point);
 * param_2 := obj.Count(point);
 */
