func canFinish(numCourses int, prerequisites [][]int) bool {
	// Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
	unlocks := make([][]int, numCourses)
	waiting := make([]int, numCourses)
	for _, p := range prerequisites {
		unlocks[p[1]] = append(unlocks[p[1]], p[0])
		waiting[p[0]]++
	}
	ready := []int{}
	for c := 0; c < numCourses; c++ {
		if waiting[c] == 0 {
			ready = append(ready, c)
		}
	}
	taken := 0
	for len(ready) > 0 {
		c := ready[0]
		ready = ready[1:]
		taken++
		for _, next := range unlocks[c] {
			waiting[next]--
			if waiting[next] == 0 {
				ready = append(ready, next)
			}
		}
	}
	return taken == numCourses
}
