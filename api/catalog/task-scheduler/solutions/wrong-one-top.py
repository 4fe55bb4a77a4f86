class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        # Counts only one label with the top count in the last part.
        top = max(Counter(tasks).values())
        return max(len(tasks), (top - 1) * (n + 1) + 1)
