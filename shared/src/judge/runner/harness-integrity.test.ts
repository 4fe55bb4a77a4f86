import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import { judge } from './judge.ts';
import type { JudgeLimits } from './judge-types.ts';
import { testJudgeContext } from './test-judge-context.ts';

const answer: FunctionSignature = {
  kind: 'function',
  name: 'answer',
  params: [{ name: 'n', type: 'integer' }],
  return: { type: 'integer' },
};

const run = (
  language: 'cpp' | 'c' | 'python' | 'javascript' | 'typescript' | 'java' | 'go',
  code: string,
  limits?: JudgeLimits,
) =>
  judge(
    { language, signature: answer, limits, cases: [{ input: '1', expected: '2' }], code },
    testJudgeContext(),
  );

describe('the harness keeps the learner code unchanged', () => {
  it.each([
    [
      'cpp',
      'class Solution {\npublic:\n    int answer(int n) { return n + missing; }\n};\n',
      /solution\.cpp:3:/,
    ],
    ['c', '\n\nint answer(int n) { return n + missing; }\n', /solution\.c:3:/],
    [
      'java',
      'class Solution {\n    public int answer(int n) {\n        return n + missing;\n    }\n}\n',
      /Solution\.java:3:/,
    ],
    [
      'python',
      'class Solution:\n    def answer(self, n: int) -> int:\n        return n +\n',
      /line 3/,
    ],
    ['javascript', 'var answer = function(n) {\n    return n +;\n};\n', /SyntaxError/],
    [
      'typescript',
      'function answer(n: number): number {\n    const m = n;\n    return m +;\n}\n',
      /solution\.ts:3:/,
    ],
    ['go', 'func answer(n int) int {\n    m := n\n    return m + missing\n}\n', /solution\.go:3:/],
  ] as const)(
    '%s compile errors point at the learner line, once, with an editor marker',
    async (language, code, where) => {
      const result = await run(language, code);
      expect(result.reason).toBe('Compilation Error');
      expect(result.compileError).toMatch(where);
      expect(result.compileError).not.toMatch(/zc-|\/tmp\//);
      expect(result.cases).toEqual([]);
      const line = language === 'javascript' ? 2 : 3;
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ line, severity: 'error' }),
      );
    },
    120_000,
  );
});

describe('a solution cannot forge its results', () => {
  it.each([
    [
      'cpp',
      '#include <unistd.h>\nclass Solution {\npublic:\n    int answer(int n) {\n        const char* fake = "\\n#0123 0 ok 0 0 2 0 0 0\\n2 ";\n        for (int fd = 1; fd < 16; fd++) write(fd, fake, strlen(fake));\n        cout << "\\n#guess 0 ok 0 0 2 0 0 0\\n2 " << flush;\n        return 5;\n    }\n};\n',
    ],
    [
      'python',
      'import os\nclass Solution:\n    def answer(self, n: int) -> int:\n        for fd in range(1, 16):\n            try:\n                os.write(fd, b"\\n#0123 0 ok 0 0 2 0 0 0\\n2 ")\n            except OSError:\n                pass\n        return 5\n',
    ],
    [
      'javascript',
      "var answer = function(n) {\n    const fake = '\\n#0123 0 ok 0 0 2 0 0 0\\n2 ';\n    process.stdout.write(fake);\n    console.log(fake);\n    console.error(fake);\n    return 5;\n};\n",
    ],
    [
      'go',
      'import "syscall"\n\nfunc answer(n int) int {\n    fake := "\\n#0123 0 ok 0 0 2 0 0 0\\n2 "\n    for fd := 1; fd < 16; fd++ {\n        syscall.Write(fd, []byte(fake))\n    }\n    fmt.Print(fake)\n    println(fake)\n    return 5\n}\n',
    ],
  ] as const)(
    '%s: fake frames on any descriptor change nothing',
    async (language, code) => {
      const result = await run(language, code);
      expect(result.cases[0]).toMatchObject({
        verdict: 'Failed',
        reason: 'Wrong Answer',
        output: '5',
      });
    },
    120_000,
  );
});

describe('time is measured outside the process', () => {
  const findHarness =
    'import os, signal, sys, time\n' +
    'def harness():\n' +
    '    frame = sys._getframe()\n' +
    "    while 'frames' not in frame.f_locals:\n" +
    '        frame = frame.f_back\n' +
    "    return frame.f_locals['frames'], frame.f_locals['state']\n";

  it('a frame forged with the nonce cannot claim less time than the case used', async () => {
    const code =
      findHarness +
      'class Solution:\n' +
      '    def answer(self, n: int) -> int:\n' +
      '        frames, state = harness()\n' +
      '        end = time.process_time() + 1.5\n' +
      '        while time.process_time() < end:\n' +
      '            pass\n' +
      "        forged = '\\n#%s %d ok 0 0 2 0 0 0\\n2 ' % (frames.nonce, state['case'])\n" +
      '        os.write(frames.results, forged.encode())\n' +
      '        return 2\n';
    const result = await run('python', code, { timeMs: 1000, memoryMb: 256 });
    expect(result.cases[0]).toMatchObject({ verdict: 'Passed', output: '2' });
    // The frame said 0 µs; the sandbox measured the spin.
    expect(result.cases[0]!.timeMs).toBeGreaterThanOrEqual(1400);
  }, 120_000);

  it('switching off the harness timer does not escape the time limit', async () => {
    const code =
      'import signal\n' +
      'class Solution:\n' +
      '    def answer(self, n: int) -> int:\n' +
      '        signal.setitimer(signal.ITIMER_PROF, 0)\n' +
      '        signal.signal(signal.SIGPROF, signal.SIG_IGN)\n' +
      '        while True:\n' +
      '            pass\n';
    const result = await run('python', code, { timeMs: 300, memoryMb: 256 });
    expect(result.cases[0]).toMatchObject({ verdict: 'Error', reason: 'Time Limit Exceeded' });
  }, 120_000);
});
