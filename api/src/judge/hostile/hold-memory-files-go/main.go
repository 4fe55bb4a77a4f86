// Holds 1.5 GiB in memfds (16 MiB each), pages that neither the resident ceiling nor any rlimit
// counts.
package main

import (
	"fmt"
	"os"
	"runtime"
	"syscall"
	"unsafe"
)

// memfd_create's number: the frozen syscall package does not name it.
func memfdCreate() uintptr {
	if runtime.GOARCH == "arm64" {
		return 279
	}
	return 319
}

func main() {
	name := []byte("hold\x00")
	block := make([]byte, 1<<20)
	var held []int
	for i := 0; i < 96; i++ {
		fd, _, errno := syscall.Syscall(memfdCreate(), uintptr(unsafe.Pointer(&name[0])), 0, 0)
		if errno != 0 {
			fmt.Printf("memfd %d refused: %v\n", i, errno)
			os.Exit(3)
		}
		written := 0
		for written < 16 {
			if n, err := syscall.Write(int(fd), block); err != nil || n != len(block) {
				break
			}
			written++
		}
		held = append(held, int(fd))
		fmt.Printf("memfd %d holds %d MiB\n", i, written)
	}
}
