func findItinerary(tickets [][]string) []string {
	// Destinations sorted in reverse, so the alphabetically smallest is taken from the back.
	out := map[string][]string{}
	for _, t := range tickets {
		out[t[0]] = append(out[t[0]], t[1])
	}
	for _, to := range out {
		sort.Sort(sort.Reverse(sort.StringSlice(to)))
	}
	// Hierholzer: an airport joins the route once its tickets run out, so the route is built
	// from the end backwards.
	route := []string{}
	stack := []string{"JFK"}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		if left := out[top]; len(left) > 0 {
			stack = append(stack, left[len(left)-1])
			out[top] = left[:len(left)-1]
		} else {
			route = append(route, top)
			stack = stack[:len(stack)-1]
		}
	}
	for i, j := 0, len(route)-1; i < j; i, j = i+1, j-1 {
		route[i], route[j] = route[j], route[i]
	}
	return route
}
