import os

# Everything a program could learn about the server's environment.
print("\n".join(f"{k}={v}" for k, v in sorted(os.environ.items())))
for pid in sorted(p for p in os.listdir("/proc") if p.isdigit()) + ["self"]:
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            print(f"/proc/{pid}/environ:", f.read().replace(b"\0", b" ").decode(errors="replace"))
    except OSError as error:
        print(f"/proc/{pid}/environ: {error.strerror}")
