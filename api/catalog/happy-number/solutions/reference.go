func isHappy(n int) bool {
	next := func(n int) int {
		sum := 0
		for ; n > 0; n /= 10 {
			sum += (n % 10) * (n % 10)
		}
		return sum
	}
	// Floyd's cycle detection: the fast walker reaches 1 or meets the slow one in a loop.
	slow, fast := n, next(n)
	for fast != 1 && fast != slow {
		slow = next(slow)
		fast = next(next(fast))
	}
	return fast == 1
}
