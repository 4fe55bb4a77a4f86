func dailyTemperatures(temperatures []int) []int {
	answer := make([]int, len(temperatures))
	// Days still waiting for a warmer one, their temperatures decreasing.
	waiting := []int{}
	for i, t := range temperatures {
		for len(waiting) > 0 && temperatures[waiting[len(waiting)-1]] < t {
			day := waiting[len(waiting)-1]
			answer[day] = i - day
			waiting = waiting[:len(waiting)-1]
		}
		waiting = append(waiting, i)
	}
	return answer
}
