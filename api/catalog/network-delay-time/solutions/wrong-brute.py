# Tries every route: walks each simple path from k depth-first and keeps, for each node, the
# earliest arrival over all the routes that reach it. Correct, but a dense network has a number of
# simple paths that grows like a factorial of n.
class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        links = defaultdict(list)
        for u, v, w in times:
            links[u].append((v, w))
        best = [math.inf] * (n + 1)
        on_path = [False] * (n + 1)

        def walk(node: int, time: int) -> None:
            best[node] = min(best[node], time)
            on_path[node] = True
            for nxt, w in links[node]:
                if not on_path[nxt]:
                    walk(nxt, time + w)
            on_path[node] = False

        sys.setrecursionlimit(10000)
        walk(k, 0)
        latest = max(best[1:])
        return latest if latest < math.inf else -1
