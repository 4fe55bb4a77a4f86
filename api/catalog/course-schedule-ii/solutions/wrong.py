class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        # Depth-first finishing order without reversing it: every course before its prerequisites.
        unlocks = [[] for _ in range(numCourses)]
        for course, before in prerequisites:
            unlocks[before].append(course)
        state = [0] * numCourses  # 0 new, 1 on the path, 2 done
        order = []

        def visit(c):
            stack = [(c, iter(unlocks[c]))]
            state[c] = 1
            while stack:
                node, children = stack[-1]
                child = next(children, None)
                if child is None:
                    state[node] = 2
                    order.append(node)
                    stack.pop()
                elif state[child] == 1:
                    return False
                elif state[child] == 0:
                    state[child] = 1
                    stack.append((child, iter(unlocks[child])))
            return True

        for c in range(numCourses):
            if state[c] == 0 and not visit(c):
                return []
        return order
