/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function (candidates, target) {
  const sorted = [...candidates].sort((a, b) => a - b);
  const found = [];
  const current = [];
  // Indices before start are never chosen again, so each multiset comes once.
  const search = (start, remaining) => {
    if (remaining === 0) {
      found.push([...current]);
      return;
    }
    for (let i = start; i < sorted.length && sorted[i] <= remaining; i++) {
      current.push(sorted[i]);
      search(i, remaining - sorted[i]);
      current.pop();
    }
  };
  search(0, target);
  return found;
};
