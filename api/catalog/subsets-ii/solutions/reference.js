/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var subsetsWithDup = function (nums) {
  const sorted = [...nums].sort((a, b) => a - b);
  const found = [];
  const current = [];
  const search = (start) => {
    found.push([...current]);
    for (let i = start; i < sorted.length; i++) {
      // A value already tried at this level would only repeat the same subsets.
      if (i > start && sorted[i] === sorted[i - 1]) continue;
      current.push(sorted[i]);
      search(i + 1);
      current.pop();
    }
  };
  search(0);
  return found;
};
