import os
import signal

# Every catchable signal to the parent and to pid 1, then to its own process group's leader.
for target in (os.getppid(), 1):
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGUSR1, signal.SIGQUIT):
        try:
            os.kill(target, sig)
        except OSError as error:
            print(f"kill({target}, {sig.name}): {error.strerror}")
print("still running")
