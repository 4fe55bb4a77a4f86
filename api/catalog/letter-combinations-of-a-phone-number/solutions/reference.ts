function letterCombinations(digits: string): string[] {
  if (!digits) return [];
  const keys = ['', '', 'abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'];
  let words = [''];
  for (const d of digits) words = words.flatMap((w) => [...keys[d]].map((c) => w + c));
  return words;
};
