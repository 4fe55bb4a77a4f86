import errno
import socket
import sys
import time

port, unix_path, abstract_name = sys.stdin.read().split()


def attempt(label, family, kind, address):
    start = time.monotonic()
    try:
        with socket.socket(family, kind) as s:
            s.settimeout(5)
            s.connect(address)
            s.send(b"hello from the sandbox\n")
            print(f"{label} connected")
    except OSError as error:
        name = errno.errorcode.get(error.errno, str(error))
        print(f"{label} failed {name} in {int((time.monotonic() - start) * 1000)} ms")


attempt("loopback", socket.AF_INET, socket.SOCK_STREAM, ("127.0.0.1", int(port)))
attempt("loopback6", socket.AF_INET6, socket.SOCK_STREAM, ("::1", int(port)))
attempt("outside", socket.AF_INET, socket.SOCK_STREAM, ("1.1.1.1", 80))
attempt("outside-udp", socket.AF_INET, socket.SOCK_DGRAM, ("8.8.8.8", 53))
attempt("unix", socket.AF_UNIX, socket.SOCK_STREAM, unix_path)
attempt("abstract", socket.AF_UNIX, socket.SOCK_STREAM, "\0" + abstract_name)
