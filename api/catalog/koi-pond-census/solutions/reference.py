import sys

data = sys.stdin.read().split()
n = int(data[0])
counts = {}
for name in data[1 : n + 1]:
    counts[name] = counts.get(name, 0) + 1
best = min(counts, key=lambda name: (-counts[name], name))
print(best, counts[best])
