class Solution:
    def minMeetingRooms(self, intervals: List[List[int]]) -> int:
        # For each meeting's start, count the meetings in progress by scanning them all.
        best = 0
        for s, _ in intervals:
            best = max(best, sum(1 for a, b in intervals if a <= s < b))
        return best
