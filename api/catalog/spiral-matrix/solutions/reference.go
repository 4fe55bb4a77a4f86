func spiralOrder(matrix [][]int) []int {
	order := []int{}
	top, bottom, left, right := 0, len(matrix)-1, 0, len(matrix[0])-1
	for top <= bottom && left <= right {
		for j := left; j <= right; j++ {
			order = append(order, matrix[top][j])
		}
		for i := top + 1; i <= bottom; i++ {
			order = append(order, matrix[i][right])
		}
		// The bottom row and left column exist only if the ring is more than one line thick.
		if top < bottom {
			for j := right - 1; j >= left; j-- {
				order = append(order, matrix[bottom][j])
			}
		}
		if left < right {
			for i := bottom - 1; i > top; i-- {
				order = append(order, matrix[i][left])
			}
		}
		top, bottom, left, right = top+1, bottom-1, left+1, right-1
	}
	return order
}
