function isHappy(n: number): boolean {
  const next = (v: number): number => {
    let sum = 0;
    for (; v > 0; v = Math.floor(v / 10)) sum += (v % 10) ** 2;
    return sum;
  };
  // A slow and a fast walker: they meet inside a loop unless the fast one reaches 1.
  let slow = n;
  let fast = next(n);
  while (fast !== 1 && fast !== slow) {
    slow = next(slow);
    fast = next(next(fast));
  }
  return fast === 1;
}
