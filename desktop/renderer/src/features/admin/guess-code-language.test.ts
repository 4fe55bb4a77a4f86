import { describe, expect, it } from 'vitest';
import { guessCodeLanguage, readsAs } from './guess-code-language.ts';

const samples = {
  cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {};\n    }\n};',
  c: 'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    *returnSize = 0;\n    return NULL;\n}',
  rust: 'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        vec![]\n    }\n}',
  go: 'func twoSum(nums []int, target int) []int {\n\treturn nil\n}',
  java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[0];\n    }\n}',
  python:
    'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return []',
  typescript: 'function twoSum(nums: number[], target: number): number[] {\n    return [];\n}',
  javascript: 'var twoSum = function(nums, target) {\n    return [];\n};',
} as const;

describe('guessCodeLanguage', () => {
  for (const [language, code] of Object.entries(samples)) {
    it(`knows LeetCode's ${language} starter`, () => {
      expect(guessCodeLanguage(code)).toBe(language);
    });
  }

  it('knows C++ that includes C headers and C that uses malloc', () => {
    expect(guessCodeLanguage('#include <stdio.h>\nint main() { std::cout << 1; }')).toBe('cpp');
    expect(guessCodeLanguage('int *out = malloc(2 * sizeof(int));')).toBe('c');
  });

  it('does not guess from nothing or from text any language could write', () => {
    expect(guessCodeLanguage('')).toBeNull();
    expect(guessCodeLanguage('  \n ')).toBeNull();
    expect(guessCodeLanguage('return a + b;')).toBeNull();
  });
});

describe('readsAs', () => {
  it('names the language pasted code is really in', () => {
    expect(readsAs(samples.cpp, 'python')).toBe('cpp');
    expect(readsAs(samples.python, 'cpp')).toBe('python');
  });

  it('lets TypeScript be written without types', () => {
    expect(readsAs(samples.javascript, 'typescript')).toBeNull();
  });
});
