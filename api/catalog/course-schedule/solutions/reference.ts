function canFinish(numCourses: number, prerequisites: number[][]): boolean {
  const unlocks = Array.from({ length: numCourses }, () => []);
  const waiting = new Array(numCourses).fill(0);
  for (const [a, b] of prerequisites) {
    unlocks[b].push(a);
    waiting[a]++;
  }
  const ready = [];
  for (let c = 0; c < numCourses; c++) if (waiting[c] === 0) ready.push(c);
  let taken = 0;
  while (taken < ready.length) {
    const c = ready[taken++];
    for (const next of unlocks[c]) if (--waiting[next] === 0) ready.push(next);
  }
  return taken === numCourses;
};
