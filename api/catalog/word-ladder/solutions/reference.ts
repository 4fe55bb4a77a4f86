function ladderLength(beginWord: string, endWord: string, wordList: string[]): number {
  const unused = new Set(wordList);
  if (!unused.has(endWord)) return 0;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let frontier = [beginWord];
  for (let level = 1; frontier.length; level++) {
    const following: string[] = [];
    for (const word of frontier) {
      for (let i = 0; i < word.length; i++) {
        const prefix = word.slice(0, i);
        const suffix = word.slice(i + 1);
        for (const letter of letters) {
          const candidate = prefix + letter + suffix;
          if (!unused.has(candidate)) continue;
          if (candidate === endWord) return level + 1;
          // Removed when first queued: a later path to it is never shorter.
          unused.delete(candidate);
          following.push(candidate);
        }
      }
    }
    frontier = following;
  }
  return 0;
}
