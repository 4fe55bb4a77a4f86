func wallsAndGates(rooms [][]int) {
	const empty = 1<<31 - 1
	m, n := len(rooms), len(rooms[0])
	// One breadth-first search from every gate at once: the first visit is the nearest gate's.
	todo := [][2]int{}
	for r := 0; r < m; r++ {
		for c := 0; c < n; c++ {
			if rooms[r][c] == 0 {
				todo = append(todo, [2]int{r, c})
			}
		}
	}
	dr, dc := [4]int{1, -1, 0, 0}, [4]int{0, 0, 1, -1}
	for head := 0; head < len(todo); head++ {
		r, c := todo[head][0], todo[head][1]
		for d := 0; d < 4; d++ {
			nr, nc := r+dr[d], c+dc[d]
			if nr < 0 || nc < 0 || nr >= m || nc >= n || rooms[nr][nc] != empty {
				continue
			}
			rooms[nr][nc] = rooms[r][c] + 1
			todo = append(todo, [2]int{nr, nc})
		}
	}
}
