# From every course, follows each chain of prerequisites back with the current chain in a set, and
# finds a cycle when a course shows up twice on it. Nothing remembers a course already cleared, so
# a course reached by many chains is walked again for each: exponential on dense acyclic graphs.
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        needs = [[] for _ in range(numCourses)]
        for a, b in prerequisites:
            needs[a].append(b)

        def loops(course: int, chain: set) -> bool:
            if course in chain:
                return True
            chain.add(course)
            for before in needs[course]:
                if loops(before, chain):
                    return True
            chain.remove(course)
            return False

        return not any(loops(course, set()) for course in range(numCourses))
