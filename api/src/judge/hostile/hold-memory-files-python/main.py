import os
import sys

# Holds 1.5 GiB in memfds (16 MiB each), pages that neither RLIMIT_AS nor resident memory counts.
block = b"z" * (1 << 20)
held = []
for i in range(96):
    try:
        fd = os.memfd_create("hold")
    except OSError as error:
        print(f"memfd {i} refused: {error.strerror}", flush=True)
        sys.exit(3)
    written = 0
    try:
        for _ in range(16):
            os.write(fd, block)
            written += 1
    except OSError:
        pass
    held.append(fd)
    print(f"memfd {i} holds {written} MiB", flush=True)
