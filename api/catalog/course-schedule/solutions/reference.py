class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        unlocks = [[] for _ in range(numCourses)]
        waiting = [0] * numCourses
        for a, b in prerequisites:
            unlocks[b].append(a)
            waiting[a] += 1
        ready = deque(c for c in range(numCourses) if waiting[c] == 0)
        taken = 0
        while ready:
            c = ready.popleft()
            taken += 1
            for nxt in unlocks[c]:
                waiting[nxt] -= 1
                if waiting[nxt] == 0:
                    ready.append(nxt)
        return taken == numCourses
