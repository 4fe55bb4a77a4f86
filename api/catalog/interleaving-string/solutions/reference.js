/**
 * @param {string} s1
 * @param {string} s2
 * @param {string} s3
 * @return {boolean}
 */
var isInterleave = function (s1, s2, s3) {
  const m = s1.length;
  const n = s2.length;
  if (m + n !== s3.length) return false;
  // ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
  const ok = new Array(n + 1).fill(false);
  for (let i = 0; i <= m; i++)
    for (let j = 0; j <= n; j++) {
      if (i === 0 && j === 0) ok[j] = true;
      else
        ok[j] =
          (i > 0 && ok[j] && s1[i - 1] === s3[i + j - 1]) ||
          (j > 0 && ok[j - 1] && s2[j - 1] === s3[i + j - 1]);
    }
  return ok[n];
};
