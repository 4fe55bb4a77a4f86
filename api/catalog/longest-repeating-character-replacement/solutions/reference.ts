function characterReplacement(s: string, k: number): number {
  const count: number[] = new Array(26).fill(0);
  let left = 0;
  let best = 0;
  let answer = 0;
  for (let right = 0; right < s.length; right++) {
    best = Math.max(best, ++count[s.charCodeAt(right) - 65]);
    while (right - left + 1 - best > k) {
      count[s.charCodeAt(left) - 65]--;
      left++;
    }
    answer = Math.max(answer, right - left + 1);
  }
  return answer;
};
