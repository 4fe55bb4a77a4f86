import sys

# Counts each sighting's colour by walking the whole list again: correct, but n * n name
# comparisons, 2.5 * 10^9 for the largest census.
data = sys.stdin.read().split()
n = int(data[0])
names = data[1 : n + 1]
best, best_count = None, 0
for name in names:
    count = 0
    for other in names:
        if other == name:
            count += 1
    if count > best_count or (count == best_count and name < best):
        best, best_count = name, count
print(best, best_count)
