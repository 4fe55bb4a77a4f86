function getSum(a: number, b: number): number {
  // XOR keeps the digits that stay; AND shifted left is the carry. Repeat until no carry is left.
  while (b !== 0) {
    const carry = (a & b) << 1;
    a ^= b;
    b = carry;
  }
  return a;
}
