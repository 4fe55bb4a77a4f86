function reverse(x: number): number {
  const digits = String(Math.abs(x)).split('').reverse().join('');
  const result = Math.sign(x) * Number(digits);
  return result < -(2 ** 31) || result > 2 ** 31 - 1 ? 0 : result;
};
