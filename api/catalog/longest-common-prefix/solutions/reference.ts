function longestCommonPrefix(strs: string[]): string {
  let length = strs[0].length; // the prefix shared by every word so far
  for (const word of strs) {
    let j = 0;
    while (j < length && j < word.length && word[j] === strs[0][j]) j++;
    length = j;
  }
  return strs[0].slice(0, length);
};
