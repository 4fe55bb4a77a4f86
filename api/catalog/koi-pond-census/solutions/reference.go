package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	count := map[string]int{}
	for i := 0; i < n; i++ {
		var name string
		fmt.Fscan(reader, &name)
		count[name]++
	}
	// Go's maps have no order: sort the names so the first with the top count is the smallest.
	names := make([]string, 0, len(count))
	for name := range count {
		names = append(names, name)
	}
	sort.Strings(names)
	best, bestCount := "", 0
	for _, name := range names {
		if count[name] > bestCount {
			best, bestCount = name, count[name]
		}
	}
	fmt.Println(best, bestCount)
}
