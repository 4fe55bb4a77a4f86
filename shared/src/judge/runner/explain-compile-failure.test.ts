import { beforeAll, describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import { messages } from '../../contract/messages.ts';
import type { LanguageId } from '../../contract/signature.ts';
import { judge } from './judge.ts';
import { testJudgeContext, warmUp } from './test-judge-context.ts';

const python = 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n';

async function compileError(language: LanguageId, code: string) {
  const result = await judge(
    { language, signature: twoSum, cases: [{ input: '[2,7]\n9', expected: '[0,1]' }], code },
    testJudgeContext(),
  );
  expect(result.reason).toBe('Compilation Error');
  return { message: result.compileError!, diagnostics: result.diagnostics };
}

/** Names of files the learner did not write, as compilers print them. */
const foreignFile = /zc-harness|Main\.java|\b\w+\.h\b|included from|main\.rs|zc_runtime\.rs/;

describe('compile errors are the learner’s, with their places (real compilers)', () => {
  // Rust's crates are built once per cache dir, outside any test's time.
  beforeAll(() => warmUp('rust', testJudgeContext()), 600_000);

  it('C++: a class left open is reported where it is open, not in the judge’s code', async () => {
    const code =
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n' +
      '        return {0, 1};\n    }\n';
    const { message, diagnostics } = await compileError('cpp', code);
    expect(message).not.toMatch(foreignFile);
    expect(message.split('\n')[0]).toMatch(/^solution\.cpp:\d+:\d+: error: expected '}'/);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 6 });
    expect(diagnostics.every((diagnostic) => diagnostic.line <= 6)).toBe(true);
  }, 120_000);

  it('C++: Python code is reported in the learner’s lines only', async () => {
    const { message, diagnostics } = await compileError('cpp', python);
    expect(message).not.toMatch(foreignFile);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 2, column: 5 });
  }, 120_000);

  it('C: a function left open is reported at the end of the learner’s code', async () => {
    const code =
      'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n' +
      '    *returnSize = 2;\n    return nums;\n';
    const { message, diagnostics } = await compileError('c', code);
    expect(message).not.toMatch(foreignFile);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 3 });
  }, 120_000);

  it('Java: a line-1 error shows the learner’s line and column, not the added imports', async () => {
    const { message, diagnostics } = await compileError('java', python);
    expect(message).not.toMatch(/import java/);
    expect(message).toContain('\nclass Solution:\n');
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 1, column: 15 });
  }, 120_000);

  it('Java and C++: a renamed method is told in words and marked where it is declared', async () => {
    const java = await compileError(
      'java',
      'class Solution {\n    public int[] twoSums(int[] nums, int target) {\n' +
        '        return new int[]{0, 1};\n    }\n}\n',
    );
    expect(java.message).not.toMatch(foreignFile);
    expect(java.message).toContain(messages.aroundYourCodeDidNotCompile);
    expect(java.message).toMatch(/cannot find symbol\n\s+symbol:\s+method twoSum/);
    const cpp = await compileError(
      'cpp',
      'class Solution {\npublic:\n    vector<int> twoSums(vector<int>& nums, int target) {\n' +
        '        return {0, 1};\n    }\n};\n',
    );
    expect(cpp.message).not.toMatch(foreignFile);
    expect(cpp.message.split('\n')[0]).toBe(messages.aroundYourCodeDidNotCompile);
    expect(cpp.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: 3,
        message: expect.stringMatching(/twoSum/),
      }),
    ]);
  }, 120_000);

  it('TypeScript: Python code is reported in the learner’s file', async () => {
    const { message, diagnostics } = await compileError('typescript', python);
    expect(message).not.toMatch(foreignFile);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 1 });
  }, 120_000);

  it('Rust: an error is placed in solution.rs; a camelCase method is told in words', async () => {
    const own = await compileError(
      'rust',
      'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        undefined_name\n    }\n}\n',
    );
    expect(own.message).not.toMatch(foreignFile);
    expect(own.message).toMatch(/^error\[E0425\]: cannot find value `undefined_name`/);
    expect(own.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', line: 3, column: 9 }),
    ]);
    const renamed = await compileError(
      'rust',
      'impl Solution {\n    pub fn twoSum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        nums\n    }\n}\n',
    );
    expect(renamed.message).not.toMatch(foreignFile);
    expect(renamed.message.split('\n')[0]).toBe(messages.aroundYourCodeDidNotCompile);
    expect(renamed.message).toMatch(/`two_sum` not found|named `two_sum` found/);
  }, 120_000);
});
