import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner } from './local-runner.ts';
import { twoSumFixture, twoSumSolution } from './two-sum-fixture.ts';

// Local runs without the sandbox, as macOS, Windows and Linux without a C compiler get them,
// selected explicitly on this Linux machine, against the real toolchains.
const cacheDir = mkdtempSync(join(tmpdir(), 'zencode-plain-run-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const runner = createLocalRunner({ cacheDir, isolation: 'plain' });
const { full, publicCases } = twoSumFixture();
const verdicts = (result: { cases: { verdict: string }[] }) =>
  result.cases.map((testcase) => testcase.verdict);

describe('local runs in plain processes', () => {
  it(
    'judges Python, C++ and JavaScript with the server verdict words and says it ran unsandboxed',
    {
      timeout: 120_000,
    },
    async () => {
      expect(await runner.isolation()).toBe('plain');
      for (const [language, extension, label] of [
        ['python', 'py', 'Python'],
        ['cpp', 'cpp', 'C\\+\\+'],
        ['javascript', 'js', 'JavaScript'],
      ] as const) {
        const right = await runner.run(full, publicCases, {
          language,
          code: twoSumSolution('reference', extension),
          cases: ['[1,2,3]\n5'],
        });
        expect(verdicts(right), language).toEqual(['Correct', 'Correct', 'Correct', 'Custom']);
        expect(right.cases[3]).toMatchObject({ output: '[1,2]' });
        expect(right.ranOn).toMatch(
          new RegExp(`^Ran on this computer without a sandbox: ${label} \\d`),
        );
        const wrong = await runner.run(full, publicCases, {
          language,
          code: twoSumSolution('wrong', extension),
        });
        expect(verdicts(wrong), language).toContain('Wrong');
      }
    },
  );

  it(
    'stops a program that runs past the time limit: Time Limit Exceeded',
    { timeout: 60_000 },
    async () => {
      const result = await runner.run(full, publicCases, {
        language: 'python',
        code: 'class Solution:\n    def twoSum(self, nums, target):\n        while True:\n            pass\n',
      });
      expect(result.cases[0]).toMatchObject({ verdict: 'Error', reason: 'Time Limit Exceeded' });
    },
  );

  it(
    'stops a program that sleeps past the time limit: Time Limit Exceeded',
    { timeout: 60_000 },
    async () => {
      const result = await runner.run(full, publicCases, {
        language: 'javascript',
        code: 'var twoSum = function (nums, target) {\n  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\n};\n',
      });
      expect(result.cases[0]).toMatchObject({ verdict: 'Error', reason: 'Time Limit Exceeded' });
    },
  );

  it('caps a flood of output: Output Limit Exceeded', { timeout: 60_000 }, async () => {
    const result = await runner.run(full, publicCases, {
      language: 'cpp',
      code: '#include <cstdio>\nclass Solution { public: vector<int> twoSum(vector<int>& nums, int target) { for (;;) std::fputs("flood flood flood flood\\n", stdout); } };\n',
    });
    expect(result.cases[0]).toMatchObject({ verdict: 'Error', reason: 'Output Limit Exceeded' });
  });

  it(
    'stops a program that takes more memory than the limit: Memory Limit Exceeded',
    { timeout: 60_000 },
    async () => {
      const result = await runner.run(full, publicCases, {
        language: 'cpp',
        code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { vector<vector<char>> hog; for (;;) hog.emplace_back(1 << 20, 1); } };\n',
      });
      expect(result.cases[0]).toMatchObject({ verdict: 'Error', reason: 'Memory Limit Exceeded' });
    },
  );

  it(
    'runs the online compiler and stops a program at its limits',
    { timeout: 60_000 },
    async () => {
      expect(
        await runner.compile({ language: 'python', code: 'print(input() * 2)\n', input: 'zen\n' }),
      ).toMatchObject({
        success: true,
        output: { stdout: 'zenzen\n' },
        ranOn: expect.stringMatching(
          /^Ran on this computer without a sandbox: Python \d/,
        ) as string,
      });
      const endless = await runner.compile({
        language: 'c',
        code: 'int main(void) { for (;;); }\n',
      });
      expect(endless.success).toBe(false);
      expect(endless.message).toMatch(/^Stopped: the program ran past the compiler's limits/);
    },
  );

  it('records a Replay step by step and says it ran unsandboxed', { timeout: 60_000 }, async () => {
    const trace = await runner.replayProgram({
      language: 'python',
      code: 'name = input()\nprint("hi", name)\n',
      input: 'ada\n',
    });
    expect(trace.steps.at(-1)!.frames[0]!.locals).toMatchObject({ name: '"ada"' });
    expect(trace.outcome).toEqual({ kind: 'returned', output: 'hi ada\n' });
    expect(trace.ranOn).toMatch(/^Ran on this computer without a sandbox: Python \d/);
  });
});
