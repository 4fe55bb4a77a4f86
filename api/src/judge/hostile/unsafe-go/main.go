// Writes through unsafe pointers: to a made-up address and past a slice's end.
package main

import (
	"fmt"
	"unsafe"
)

func main() {
	small := make([]byte, 8)
	base := uintptr(unsafe.Pointer(&small[0]))
	// Past the end of the heap object: only this process's memory, if mapped at all.
	for offset := uintptr(0); offset < 1<<34; offset += 1 << 20 {
		*(*byte)(unsafe.Pointer(base + offset)) = 1
	}
	fmt.Println("wrote everywhere")
}
