import { describe, expect, it } from 'vitest';
import { rustCalledName, rustFunctionName } from './rust-types.ts';

describe("Rust function names as LeetCode's starters write them", () => {
  it('is snake_case, except where LeetCode kept camelCase', () => {
    expect(rustFunctionName('twoSum')).toBe('two_sum');
    expect(rustFunctionName('reverseBits')).toBe('reverse_bits');
    expect(rustFunctionName('hammingWeight')).toBe('hammingWeight');
  });

  it("calls LeetCode's camelCase name, or the snake_case one when only that is written", () => {
    const camel =
      'impl Solution {\n    pub fn hammingWeight(n: i32) -> i32 { n.count_ones() as i32 }\n}';
    const snake = 'impl Solution {\n    pub fn hamming_weight (n: i32) -> i32 { 0 }\n}';
    expect(rustCalledName('hammingWeight', camel)).toBe('hammingWeight');
    expect(rustCalledName('hammingWeight', snake)).toBe('hamming_weight');
    // Neither: LeetCode's name, which the compile error then names.
    expect(rustCalledName('hammingWeight', 'impl Solution {}')).toBe('hammingWeight');
    // A snake_case name is the only one for every other function.
    expect(rustCalledName('twoSum', 'pub fn twoSum() {}')).toBe('two_sum');
  });
});
