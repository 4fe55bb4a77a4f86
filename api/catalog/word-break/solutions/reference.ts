function wordBreak(s: string, wordDict: string[]): boolean {
  const words = new Set(wordDict);
  const memo = new Map();
  const canBreak = (start) => {
    if (start === s.length) return true;
    if (memo.has(start)) return memo.get(start);
    let result = false;
    for (let end = start + 1; end <= s.length && end - start <= 20 && !result; end++) {
      if (words.has(s.slice(start, end))) result = canBreak(end);
    }
    memo.set(start, result);
    return result;
  };
  return canBreak(0);
};
