class Solution:
    def minMeetingRooms(self, intervals: List[List[int]]) -> int:
        # Brute force: try 1 room, then 2, then 3, ...: with k rooms, take the meetings by start
        # time and put each one into the first room that is free by its start. The first k with
        # which every meeting finds a room is the answer.
        meetings = sorted(intervals)
        rooms = 1
        while True:
            free_at = [0] * rooms  # when the last meeting put in each room ends
            fits = True
            for start, end in meetings:
                for room in range(rooms):
                    if free_at[room] <= start:
                        free_at[room] = end
                        break
                else:
                    fits = False
                    break
            if fits:
                return rooms
            rooms += 1
