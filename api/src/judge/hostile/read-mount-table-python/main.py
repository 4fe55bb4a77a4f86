"""Prints the sandbox's mount tables, which would name any host path bind-mounted into it."""

for path in ("/proc/self/mountinfo", "/proc/self/mounts", "/proc/1/mountinfo"):
    try:
        with open(path) as table:
            print("TABLE", path)
            print(table.read(), end="")
    except OSError:
        print("UNREADABLE", path)
