var minMeetingRooms = function (intervals) {
  // Counts how many meetings overlap the previous one, not how many run at once.
  intervals.sort((a, b) => a[0] - b[0]);
  let rooms = 1;
  for (let i = 1; i < intervals.length; i++) {
    if (intervals[i][0] < intervals[i - 1][1]) rooms++;
  }
  return rooms;
};
