import sys

# Counts with a 32-bit wrap-around, as an int counter in C or Java would.
data = sys.stdin.buffer.read().split()
n = int(data[0])
values = list(map(int, data[1 : n + 1]))
order = sorted(values)
from bisect import bisect_left, insort

left = []
pairs = 0
for b in values:
    pairs += len(left) - bisect_left(left, 2 * b + 1)
    insort(left, b)
pairs = (pairs + 2**31) % 2**32 - 2**31
print(pairs)
