import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageIds } from '@zencode/shared/contract';
import { toolchainVersion, getLanguage } from '@zencode/shared/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner } from './local-runner.ts';
import { twoSumFixture, twoSumSolution } from './two-sum-fixture.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'zencode-local-run-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const runner = createLocalRunner({ cacheDir });
const { full, publicCases } = twoSumFixture();

describe('createLocalRunner against the real toolchains', () => {
  it('lists the toolchains this computer has', async () => {
    const toolchains = await runner.toolchains();
    expect(toolchains.map((toolchain) => toolchain.id).sort()).toEqual([...languageIds].sort());
    // Every toolchain is installed where the tests run (CI installs them all).
    expect(toolchains.every((toolchain) => toolchain.available)).toBe(true);
  });

  it('runs Python on the public cases with the server verdict words and says where it ran', async () => {
    const result = await runner.run(full, publicCases, {
      language: 'python',
      code: twoSumSolution('reference', 'py'),
      cases: ['[1,2,3]\n5'],
    });
    expect(result.cases.map((testcase) => testcase.verdict)).toEqual([
      'Correct',
      'Correct',
      'Correct',
      'Custom',
    ]);
    expect(result.cases[3]).toMatchObject({ kind: 'custom', output: '[1,2]' });
    const version = await toolchainVersion(getLanguage('python'));
    expect(result.ranOn).toBe(`Ran on this computer: Python ${version}`);
  });

  it(
    'gives Wrong for a wrong C++ answer and the compiler message for code that does not compile',
    { timeout: 120_000 },
    async () => {
      const wrong = await runner.run(full, publicCases, {
        language: 'cpp',
        code: twoSumSolution('wrong', 'cpp'),
      });
      expect(wrong.cases.map((testcase) => testcase.verdict)).toContain('Wrong');
      expect(wrong.ranOn).toMatch(/^Ran on this computer: C\+\+ \d+\.\d+/);

      const broken = await runner.run(full, publicCases, {
        language: 'cpp',
        code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return nums } };',
      });
      expect(broken.compileError).toMatch(/error: expected ';'/);
      expect(broken.cases.every((testcase) => testcase.verdict === 'Error')).toBe(true);
    },
  );
});
