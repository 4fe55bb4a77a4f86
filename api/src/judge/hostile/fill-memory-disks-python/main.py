import os

# Fills every writable in-memory file system with 1 MiB files until it refuses.
block = b"z" * (1 << 20)
for directory in ("/tmp", "/dev/shm", "/dev", "/"):
    written = 0
    try:
        for i in range(100_000):
            with open(os.path.join(directory, f"fill-{i}"), "wb") as f:
                f.write(block)
            written += 1
    except OSError as error:
        print(f"{directory} stopped at {written} MiB: {error.strerror}")
