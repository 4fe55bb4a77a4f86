// Calls C through cgo to run a shell command: the judge compiles with cgo off.
package main

// #include <stdlib.h>
import "C"

func main() {
	C.system(C.CString("id > /tmp/zencode-cgo.txt"))
}
