function longestCommonSubsequence(text1: string, text2: string): number {
  const n = text2.length;
  let previous = new Array(n + 1).fill(0);
  for (const a of text1) {
    const current = new Array(n + 1).fill(0);
    for (let j = 1; j <= n; j++) {
      current[j] = a === text2[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    previous = current;
  }
  return previous[n];
};
