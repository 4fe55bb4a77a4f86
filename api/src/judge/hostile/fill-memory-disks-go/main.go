// Fills every writable in-memory file system with 1 MiB files until it refuses.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	block := make([]byte, 1<<20)
	for _, dir := range []string{"/tmp", "/dev/shm", "/dev", "/"} {
		written := 0
		for i := 0; i < 100000; i++ {
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("fill-%d", i)), block, 0o644); err != nil {
				fmt.Printf("%s stopped at %d MiB: %v\n", dir, written, err)
				break
			}
			written++
		}
	}
}
