function minMeetingRooms(intervals: number[][]): number {
  const starts = intervals.map((m) => m[0]).sort((a, b) => a - b);
  const ends = intervals.map((m) => m[1]).sort((a, b) => a - b);
  let rooms = 0;
  let e = 0;
  for (const s of starts) {
    if (s >= ends[e]) e++;
    else rooms++;
  }
  return rooms;
};
