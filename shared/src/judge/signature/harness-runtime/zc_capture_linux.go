//go:build linux && !zc_portable

package main

import (
	"os"
	"syscall"
)

// zcRedirect points descriptor 1 at the stdout capture file, so that whatever writes there is
// the case's output; frames go to a copy of the real stdout. Descriptor 2 stays the process's:
// the runtime's fatal errors (stack overflow, out of memory) reach the runner, which reads them.
func zcRedirect(out, _ *os.File) *os.File {
	results, err := syscall.Dup(1)
	if err != nil {
		os.Exit(1)
	}
	_ = syscall.Dup3(int(out.Fd()), 1, 0)
	return os.NewFile(uintptr(results), "results")
}
