function reverse(x: number): number {
  // As if only 32-bit integers existed: every value below stays within [-2^31, 2^31 - 1].
  const maxTenth = 214748364; // (2^31 - 1) / 10 truncated: the largest result that can take one more digit
  let result = 0;
  while (x !== 0) {
    const digit = x % 10; // keeps the sign of x
    x = Math.trunc(x / 10);
    if (result > maxTenth || (result === maxTenth && digit > 7)) return 0;
    if (result < -maxTenth || (result === -maxTenth && digit < -8)) return 0;
    result = result * 10 + digit;
  }
  return result;
};
