func findOrder(numCourses int, prerequisites [][]int) []int {
	unlocks := make([][]int, numCourses)
	waiting := make([]int, numCourses)
	for _, p := range prerequisites {
		unlocks[p[1]] = append(unlocks[p[1]], p[0])
		waiting[p[0]]++
	}
	order := []int{}
	for c := 0; c < numCourses; c++ {
		if waiting[c] == 0 {
			order = append(order, c)
		}
	}
	// order doubles as the queue: everything before `next` has been processed.
	for next := 0; next < len(order); next++ {
		for _, course := range unlocks[order[next]] {
			waiting[course]--
			if waiting[course] == 0 {
				order = append(order, course)
			}
		}
	}
	if len(order) < numCourses {
		return []int{}
	}
	return order
}
