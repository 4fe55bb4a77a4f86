// Tries to read every path given on stdin, plus well-known secrets, and lists top directories.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func tryRead(path string) {
	content, err := os.ReadFile(path)
	if err != nil {
		fmt.Printf("DENIED %s: %v\n", path, err)
		return
	}
	text := strings.NewReplacer("\n", " ", "\x00", " ").Replace(string(content[:min(len(content), 255)]))
	fmt.Printf("READ %s: %s\n", path, text)
}

func main() {
	for _, path := range []string{"/etc/shadow", "/etc/passwd", "/root/.bashrc", "/proc/1/environ",
		"/proc/1/cmdline", "/etc/hostname", "/var/run/postgresql/.s.PGSQL.5432"} {
		tryRead(path)
	}
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		if line := strings.TrimSpace(lines.Text()); line != "" {
			tryRead(line)
		}
	}
	for _, dir := range []string{"/", "/home", "/root", "/tmp", "/etc", "/work/..", "/proc/1/root"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			fmt.Printf("NOLIST %s: %v\n", dir, err)
			continue
		}
		names := []string{}
		for _, entry := range entries {
			names = append(names, entry.Name())
		}
		fmt.Printf("LIST %s: %s\n", dir, strings.Join(names, " "))
	}
}
