/**
 * @param {string} s
 * @param {string} t
 * @return {number}
 */
var numDistinct = function (s, t) {
  const n = t.length;
  // ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes of t
  // can pass what a double holds exactly; they are kept modulo 2^32, and since the answer fits,
  // the sums modulo 2^32 still give it exactly.
  const ways = new Array(n + 1).fill(0);
  ways[0] = 1;
  for (const c of s)
    for (let j = n; j >= 1; j--) if (t[j - 1] === c) ways[j] = (ways[j] + ways[j - 1]) % 4294967296;
  return ways[n];
};
