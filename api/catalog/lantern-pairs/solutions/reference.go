package main

import (
	"bufio"
	"fmt"
	"os"
)

// sortCount merge-sorts a: before merging two sorted halves, it counts for each left value how
// many right values it more than doubles (a two-pointer sweep), then merges.
func sortCount(a, tmp []int64) int64 {
	n := len(a)
	if n <= 1 {
		return 0
	}
	mid := n / 2
	count := sortCount(a[:mid], tmp[:mid]) + sortCount(a[mid:], tmp[mid:])
	j := mid
	for i := 0; i < mid; i++ {
		for j < n && a[i] > 2*a[j] {
			j++
		}
		count += int64(j - mid)
	}
	i, k := 0, 0
	j = mid
	for i < mid || j < n {
		if j == n || (i < mid && a[i] <= a[j]) {
			tmp[k] = a[i]
			i++
		} else {
			tmp[k] = a[j]
			j++
		}
		k++
	}
	copy(a, tmp[:n])
	return count
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	a := make([]int64, n)
	for i := range a {
		fmt.Fscan(reader, &a[i])
	}
	fmt.Println(sortCount(a, make([]int64, n)))
}
