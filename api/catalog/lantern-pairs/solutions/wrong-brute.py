import sys

# Every pair: O(n^2), about 5 * 10^9 comparisons for 10^5 lanterns. (Python, not C++: a compiler
# turns this loop into vector instructions that finish 5 * 10^9 comparisons in about two seconds.)
data = sys.stdin.buffer.read().split()
n = int(data[0])
values = list(map(int, data[1 : n + 1]))
pairs = 0
for i in range(n):
    brighter = values[i]
    for j in range(i + 1, n):
        if brighter > 2 * values[j]:
            pairs += 1
print(pairs)
