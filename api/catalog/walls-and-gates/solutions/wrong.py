# Runs the breadth-first search from each gate in turn and lets a later gate overwrite rooms that an
# earlier gate already reached, so a room ends with the last gate's distance, not the nearest one's.
class Solution:
    def wallsAndGates(self, rooms: List[List[int]]) -> None:
        m, n = len(rooms), len(rooms[0])
        gates = [(r, c) for r in range(m) for c in range(n) if rooms[r][c] == 0]
        for gate in gates:
            seen = {gate}
            queue = deque([(gate, 0)])
            while queue:
                (r, c), d = queue.popleft()
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < m and 0 <= nc < n and (nr, nc) not in seen and rooms[nr][nc] > 0:
                        seen.add((nr, nc))
                        rooms[nr][nc] = d + 1
                        queue.append(((nr, nc), d + 1))
