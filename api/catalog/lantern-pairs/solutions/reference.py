import sys
from bisect import bisect_left

data = sys.stdin.buffer.read().split()
n = int(data[0])
values = list(map(int, data[1 : n + 1]))
# Fenwick tree over the ranks of the values seen so far (those to the left).
ranks = sorted(set(values))
size = len(ranks)
tree = [0] * (size + 1)
pairs = 0
seen = 0
for b in values:
    # Earlier lanterns brighter than 2 * b: seen minus those <= 2 * b.
    limit = bisect_left(ranks, 2 * b + 1)  # ranks strictly below 2b + 1
    i, at_most = limit, 0
    while i > 0:
        at_most += tree[i]
        i -= i & -i
    pairs += seen - at_most
    i = bisect_left(ranks, b) + 1
    while i <= size:
        tree[i] += 1
        i += i & -i
    seen += 1
print(pairs)
