/**
 * @param {string} s
 * @return {string[][]}
 */
var partition = function (s) {
  const n = s.length;
  // pal[i][j]: s[i..j] reads the same both ways.
  const pal = Array.from({ length: n }, () => new Array(n).fill(false));
  for (let i = n - 1; i >= 0; i--)
    for (let j = i; j < n; j++) pal[i][j] = s[i] === s[j] && (j - i < 2 || pal[i + 1][j - 1]);
  const found = [];
  const pieces = [];
  const search = (start) => {
    if (start === n) {
      found.push([...pieces]);
      return;
    }
    for (let end = start; end < n; end++) {
      if (!pal[start][end]) continue;
      pieces.push(s.slice(start, end + 1));
      search(end + 1);
      pieces.pop();
    }
  };
  search(0);
  return found;
};
