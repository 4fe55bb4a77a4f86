function minDistance(word1: string, word2: string): number {
  const n = word2.length;
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= word1.length; i++) {
    const current = [i];
    for (let j = 1; j <= n; j++) {
      current[j] =
        word1[i - 1] === word2[j - 1]
          ? previous[j - 1]
          : 1 + Math.min(previous[j - 1], previous[j], current[j - 1]);
    }
    previous = current;
  }
  return previous[n];
};
