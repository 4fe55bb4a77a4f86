package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	scanner.Split(bufio.ScanWords)
	next := func() int64 {
		scanner.Scan()
		value, _ := strconv.ParseInt(scanner.Text(), 10, 64)
		return value
	}
	n := int(next())
	m := next()
	heights := make([]int64, n)
	var hi int64
	for i := range heights {
		heights[i] = next()
		hi = max(hi, heights[i])
	}
	// The collected amount only shrinks as H grows: binary search the last H that is enough.
	var lo int64
	for lo < hi {
		mid := (lo + hi + 1) / 2
		var total int64
		for _, h := range heights {
			if h > mid {
				total += h - mid
			}
		}
		if total >= m {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	fmt.Println(lo)
}
