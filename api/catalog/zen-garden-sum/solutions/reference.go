package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	// The total can reach 10^14: Go's int is 64 bits wide.
	var total int64
	for i := 0; i < n; i++ {
		var weight int64
		fmt.Fscan(in, &weight)
		total += weight
	}
	fmt.Println(total)
}
