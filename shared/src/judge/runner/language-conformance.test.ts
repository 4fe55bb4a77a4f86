import { beforeAll, describe, expect, it } from 'vitest';
import { languageIds } from '../../contract/signature.ts';
import { getLanguage } from '../languages/index.ts';
import { conformancePrograms } from './conformance-programs.ts';
import { judge } from './judge.ts';
import { runProgram } from './run-program.ts';
import { testJudgeContext, warmUp } from './test-judge-context.ts';

const timeout = 180_000;

/** One suite, every language: the same programs must get the same outcomes (DMOJ-style self-test). */
describe.each(languageIds)('language %s', (id) => {
  const context = testJudgeContext();
  const programs = conformancePrograms[id];
  // The prepared dir outside any test's time (Rust builds its crates once per cache dir).
  beforeAll(() => warmUp(id, context), 600_000);
  const run = (code: string, stdin = '') =>
    runProgram({ language: id, code, stdin, timeMs: 1000, memoryMb: 128 }, context);

  it(
    'runs its hello-world program',
    async () => {
      const result = await run(getLanguage(id).helloWorld);
      expect(result).toMatchObject({
        success: true,
        compileError: null,
        stdout: 'Hello, World!\n',
        error: null,
      });
    },
    timeout,
  );

  it(
    'echoes stdin',
    async () => {
      const result = await run(programs.echo, 'first line\nsecond é line\n');
      expect(result.stdout).toBe('first line\nsecond é line\n');
    },
    timeout,
  );

  it(
    'reports a compile error in full',
    async () => {
      const result = await run(programs.compileError);
      expect(result.success).toBe(false);
      expect(result.compileError ?? '').toMatch(/error|Error|ERROR/);
      expect(result.compileError ?? '').not.toMatch(/\/tmp\//);
    },
    timeout,
  );

  it(
    'reports a runtime error',
    async () => {
      const result = await run(programs.runtimeError);
      expect(result).toMatchObject({ success: false, compileError: null });
      expect(result.error).not.toBeNull();
    },
    timeout,
  );

  it(
    'stops a program at the time limit',
    async () => {
      const result = await run(programs.infiniteLoop);
      expect(result).toMatchObject({ success: false, error: 'Time Limit Exceeded' });
    },
    timeout,
  );

  it(
    'stops a program at the memory limit',
    async () => {
      const result = await run(programs.memoryBomb);
      expect(result.success).toBe(false);
      expect(result.error).toMatch(/Memory Limit Exceeded|SIGABRT|SIGSEGV|SIGKILL/);
    },
    timeout,
  );

  it(
    'stops a program flooding its output',
    async () => {
      const result = await run(programs.outputFlood);
      expect(result).toMatchObject({ success: false, error: 'Output Limit Exceeded' });
    },
    timeout,
  );

  it(
    'judges every case in one run, marking broken cases and continuing after each',
    async () => {
      const inputs = ['0', '1', '0', '2', '0', '3', '0', '4', '0', '5', '6', '0'];
      const result = await judge(
        {
          language: id,
          signature: {
            kind: 'function',
            name: 'behave',
            params: [{ name: 'n', type: 'integer' }],
            return: { type: 'integer' },
          },
          // Room for a runaway recursion's unwinding (charged to its case) on a busy machine.
          limits: { timeMs: 1000, memoryMb: 128 },
          cases: inputs.map((input) => ({ input, expected: input === '5' ? '7' : '42' })),
          code: programs.behave,
        },
        context,
      );
      const reasons = result.cases.map((testCase) => testCase.reason);
      const details = JSON.stringify(result.cases.map((c) => [c.reason, c.error.slice(0, 200)]));
      expect(reasons, details).toEqual([
        null,
        'Runtime Error',
        null,
        'Time Limit Exceeded',
        null,
        'Memory Limit Exceeded',
        null,
        'Output Limit Exceeded',
        null,
        null,
        // Native stacks grow to the memory limit, so a runaway recursion exhausts memory there.
        id === 'c' || id === 'cpp' || id === 'rust'
          ? expect.stringMatching(/^(Runtime Error|Memory Limit Exceeded)$/)
          : 'Runtime Error',
        null,
      ]);
      expect(result.cases[9]).toMatchObject({ verdict: 'Passed', output: '7', stdout: 'hello' });
      // The runaway recursion ends as the interpreter's own error, its innermost frames shown.
      if (id === 'python') expect(result.cases[10]!.error).toMatch(/RecursionError/);
      expect(result.cases[1]!.verdict).toBe('Error');
      expect(result.cases[1]!.error).not.toBe('');
      expect(result).toMatchObject({
        verdict: 'Not Accepted',
        reason: 'Runtime Error',
        passed: 7,
        total: 12,
      });
    },
    timeout,
  );
});
