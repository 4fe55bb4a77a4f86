var characterReplacement = function (s, k) {
  // Only ever grows runs of the letter that starts each window.
  let answer = 0;
  let left = 0;
  while (left < s.length) {
    let changes = 0;
    let right = left;
    while (right < s.length && (s[right] === s[left] || changes < k)) {
      if (s[right] !== s[left]) changes++;
      right++;
    }
    answer = Math.max(answer, right - left);
    left++;
    while (left < s.length && s[left] === s[left - 1]) left++;
  }
  return answer;
};
