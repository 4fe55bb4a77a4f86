// Connects to a port the server listens on, to the outside by IP, and to the host's sockets.
package main

import (
	"errors"
	"fmt"
	"net"
	"syscall"
	"time"
)

func attempt(label, network, address string) {
	start := time.Now()
	conn, err := net.DialTimeout(network, address, 5*time.Second)
	if err == nil {
		_, _ = conn.Write([]byte("hello from the sandbox\n"))
		fmt.Println(label, "connected")
		conn.Close()
		return
	}
	name := err.Error()
	var errno syscall.Errno
	if errors.As(err, &errno) {
		name = map[syscall.Errno]string{syscall.ENETUNREACH: "ENETUNREACH", syscall.EHOSTUNREACH: "EHOSTUNREACH",
			syscall.ENETDOWN: "ENETDOWN", syscall.ECONNREFUSED: "ECONNREFUSED", syscall.ENOENT: "ENOENT",
			syscall.EACCES: "EACCES", syscall.EADDRNOTAVAIL: "EADDRNOTAVAIL", syscall.EAFNOSUPPORT: "EAFNOSUPPORT"}[errno]
		if name == "" {
			name = fmt.Sprintf("errno%d", int(errno))
		}
	}
	fmt.Printf("%s failed %s in %d ms\n", label, name, time.Since(start).Milliseconds())
}

func main() {
	var port, unixPath, abstractName string
	fmt.Scan(&port, &unixPath, &abstractName)
	attempt("loopback", "tcp4", "127.0.0.1:"+port)
	attempt("loopback6", "tcp6", "[::1]:"+port)
	attempt("outside", "tcp4", "1.1.1.1:80")
	// A UDP "connection" sends nothing: the write is what the network refuses.
	start := time.Now()
	if conn, err := net.Dial("udp4", "8.8.8.8:53"); err != nil {
		attempt("outside-udp", "udp4", "8.8.8.8:53")
	} else {
		_, err = conn.Write([]byte("x"))
		fmt.Printf("outside-udp failed %v in %d ms\n", err, time.Since(start).Milliseconds())
	}
	attempt("unix", "unix", unixPath)
	attempt("abstract", "unix", "@"+abstractName)
}
