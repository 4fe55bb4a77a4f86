/**
 * @param {character[]} tasks
 * @param {number} n
 * @return {number}
 */
var leastInterval = function (tasks, n) {
  const count = new Array(26).fill(0);
  for (const t of tasks) count[t.charCodeAt(0) - 65]++;
  const top = Math.max(...count);
  const atTop = count.filter((c) => c === top).length;
  return Math.max(tasks.length, (top - 1) * (n + 1) + atTop);
};
