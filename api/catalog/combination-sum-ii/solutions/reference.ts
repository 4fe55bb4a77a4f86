function combinationSum2(candidates: number[], target: number): number[][] {
  const sorted = [...candidates].sort((a, b) => a - b);
  const found: number[][] = [];
  const current: number[] = [];
  const search = (start: number, remaining: number): void => {
    if (remaining === 0) {
      found.push([...current]);
      return;
    }
    for (let i = start; i < sorted.length && sorted[i] <= remaining; i++) {
      // A value already tried at this level would only repeat the same combinations.
      if (i > start && sorted[i] === sorted[i - 1]) continue;
      current.push(sorted[i]);
      search(i + 1, remaining - sorted[i]);
      current.pop();
    }
  };
  search(0, target);
  return found;
}
