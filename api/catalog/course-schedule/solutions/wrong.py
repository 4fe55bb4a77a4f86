# Only looks for two courses that require each other (and self-loops): longer cycles go unnoticed.
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        pairs = {(a, b) for a, b in prerequisites}
        return not any(a == b or (b, a) in pairs for a, b in pairs)
