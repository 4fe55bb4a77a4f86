/**
 * @param {string} s
 * @return {number}
 */
var numDecodings = function (s) {
  // one, two: the decodings of the prefixes one and two digits shorter than the current one.
  let two = 0;
  let one = 1;
  for (let i = 0; i < s.length; i++) {
    let here = s[i] !== '0' ? one : 0;
    if (i > 0) {
      const pair = Number(s.slice(i - 1, i + 1));
      if (pair >= 10 && pair <= 26) here += two;
    }
    two = one;
    one = here;
  }
  return one;
};
