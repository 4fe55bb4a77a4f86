class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        unlocks = [[] for _ in range(numCourses)]
        waiting = [0] * numCourses
        for course, before in prerequisites:
            unlocks[before].append(course)
            waiting[course] += 1
        order = [c for c in range(numCourses) if waiting[c] == 0]
        for taken in order:  # the list grows while it is walked: it is the queue
            for course in unlocks[taken]:
                waiting[course] -= 1
                if waiting[course] == 0:
                    order.append(course)
        return order if len(order) == numCourses else []
