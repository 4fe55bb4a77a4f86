// Allocates and touches 16 MiB blocks, kept alive, until the sandbox stops it.
package main

func main() {
	var blocks [][]byte
	for {
		block := make([]byte, 16<<20)
		for i := 0; i < len(block); i += 4096 {
			block[i] = 1
		}
		blocks = append(blocks, block)
	}
}
