// Only compares counts, forgetting that a star can close a bracket only if it comes after it.
/**
 * @param {string} s
 * @return {boolean}
 */
var checkValidString = function (s) {
  let opens = 0;
  let closes = 0;
  let stars = 0;
  for (const ch of s) {
    if (ch === '(') opens++;
    else if (ch === ')') closes++;
    else stars++;
  }
  return Math.abs(opens - closes) <= stars;
};
