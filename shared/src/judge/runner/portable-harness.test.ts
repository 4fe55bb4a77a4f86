import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import { setToolchainPath } from '../languages/index.ts';
import { encodeBatch } from '../protocol/encode-batch.ts';
import { parseFrames } from '../protocol/parse-frames.ts';
import { harnessRuntimeDir } from '../signature/harness-runtime.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { getLanguage } from '../languages/index.ts';
import { goGenerator } from '../signature/go/index.ts';
import { rustGenerator } from '../signature/rust/index.ts';
import { judge } from './judge.ts';
import { readableTempDirPerFile, testJudgeContext, warmUp } from './test-judge-context.ts';

/**
 * The harnesses off Linux, simulated on this machine: each language runs through a toolchain
 * wrapper, chosen as the desktop chooses a learner's toolchain (setToolchainPath), that takes
 * away what macOS or Windows lacks. No tool is optional: a missing one fails these tests.
 */
const wrappers = readableTempDirPerFile('zencode-portable-');
afterEach(() => {
  setToolchainPath('cpp', null);
  setToolchainPath('python', null);
  setToolchainPath('c', null);
});

function wrapper(name: string, script: string): string {
  const path = join(wrappers, name);
  writeFileSync(path, script);
  chmodSync(path, 0o755);
  return path;
}

const sumSignature: FunctionSignature = {
  kind: 'function',
  name: 'sumAll',
  params: [{ name: 'nums', type: 'integer[]' }],
  return: { type: 'integer' },
};

describe('C++ against libc++ (as with Apple clang on macOS)', { timeout: 120_000 }, () => {
  const libcxx = () =>
    wrapper('clang++-libcxx', '#!/bin/sh\nexec /usr/bin/clang++-19 -stdlib=libc++ "$@"\n');

  it('libc++ has no bits/stdc++.h of its own: without ours, a learner’s include fails', () => {
    const source = join(wrappers, 'plain.cpp');
    writeFileSync(source, '#include <bits/stdc++.h>\nint main() {}\n');
    const plain = spawnSync(libcxx(), ['-std=c++23', '-fsyntax-only', source], {
      encoding: 'utf8',
    });
    expect(plain.stderr).toMatch(/bits\/stdc\+\+\.h' file not found/);
    const ours = spawnSync(
      libcxx(),
      ['-std=c++23', '-fsyntax-only', '-I', join(harnessRuntimeDir, 'include'), source],
      { encoding: 'utf8' },
    );
    expect(ours.stderr).toBe('');
    expect(ours.status).toBe(0);
  });

  it('judges a solution that includes bits/stdc++.h, compiled and linked against libc++', async () => {
    setToolchainPath('cpp', libcxx());
    // The answer says which library it was built with: 1 under libc++ (its version macro).
    const code = `#include <bits/stdc++.h>
class Solution {
public:
    int sumAll(vector<int>& nums) {
        priority_queue<int> heap(nums.begin(), nums.end());
        unordered_map<int, int> seen;
        for (int n : nums) seen[n]++;
#ifdef _LIBCPP_VERSION
        int library = 1000;
#else
        int library = 0;
#endif
        return accumulate(nums.begin(), nums.end(), 0) + library + (int)heap.size() * 0;
    }
};
`;
    const result = await judge(
      {
        language: 'cpp',
        signature: sumSignature,
        code,
        cases: [
          { input: '[1,2,3]', expected: '1006' },
          { input: '[]', expected: '1000' },
        ],
      },
      testJudgeContext(),
    );
    expect(result.compileError).toBeNull();
    expect(result.cases.map((c) => c.verdict)).toEqual(['Passed', 'Passed']);
  });
});

describe('Python without resource, SIGPROF or memfd (as on Windows)', { timeout: 120_000 }, () => {
  // The interpreter as Windows has it: `resource` unimportable, no CPU timer signal, no memfd.
  const windowsLikePython = () =>
    wrapper(
      'python3-windows-like',
      `#!/bin/sh
[ "$1" = --version ] && exec /usr/bin/python3 --version
exec /usr/bin/python3 -I -B -c '
import os, runpy, signal, sys
sys.modules["resource"] = None
for name in ("SIGPROF", "setitimer", "ITIMER_PROF"):
    delattr(signal, name)
del os.memfd_create
script = sys.argv[-1]
sys.argv = [script]
runpy.run_path(script, run_name="__main__")
' "$@"
`,
    );

  it('judges every case, captures prints, and the runner stops a runaway case', async () => {
    setToolchainPath('python', windowsLikePython());
    const code = `class Solution:
    def sumAll(self, nums: List[int]) -> int:
        try:
            import resource
            return -1
        except ImportError:
            pass
        if nums == [0]:
            while True:
                pass
        print("sum of", len(nums))
        return sum(nums)
`;
    const result = await judge(
      {
        language: 'python',
        signature: sumSignature,
        code,
        limits: { timeMs: 300 },
        cases: [
          { input: '[1,2,3]', expected: '6' },
          { input: '[0]', expected: '0' },
          { input: '[4,5]', expected: '9' },
        ],
      },
      testJudgeContext(),
    );
    expect(result.cases.map((c) => [c.verdict, c.reason])).toEqual([
      ['Passed', null],
      ['Error', 'Time Limit Exceeded'],
      ['Passed', null],
    ]);
    expect(result.cases[0]!.stdout).toMatch(/^sum of 3\n?$/);
    expect(result.cases[2]!.stdout).toMatch(/^sum of 2\n?$/);
  });
});

describe('the C driver without memfd_create (as on macOS)', { timeout: 120_000 }, () => {
  // The answer says where the solution's stdout went: 1000 when into a memfd.
  const code = `#include <unistd.h>
int sumAll(int* nums, int numsSize) {
    char target[256] = {0};
    readlink("/proc/self/fd/1", target, sizeof target - 1);
    printf("case of %d\\n", numsSize);
    int sum = strstr(target, "memfd:") ? 1000 : 0;
    for (int i = 0; i < numsSize; i++) sum += nums[i];
    return sum;
}
`;
  const run = () =>
    judge(
      {
        language: 'c',
        signature: sumSignature,
        code,
        cases: [
          { input: '[1,2,3]', expected: '6' },
          { input: '[4]', expected: '4' },
        ],
      },
      testJudgeContext(),
    );

  it('captures each case’s output in a deleted file of its own when built without memfd', async () => {
    // -DZC_NO_MEMFD compiles the driver's path for systems without memfd_create.
    setToolchainPath(
      'c',
      wrapper('gcc-no-memfd', '#!/bin/sh\nexec /usr/bin/gcc -DZC_NO_MEMFD "$@"\n'),
    );
    const result = await run();
    expect(result.cases.map((c) => c.verdict)).toEqual(['Passed', 'Passed']);
    expect(result.cases.map((c) => c.stdout.trim())).toEqual(['case of 3', 'case of 1']);
  });

  it('uses a memfd on Linux (the answer tells the two apart)', async () => {
    const result = await run();
    expect(result.cases.map((c) => c.output)).toEqual(['1006', '1004']);
  });
});

/** A new dir (readable by all) holding the files of `program`. */
function writeProgram(prefix: string, program: ProgramFiles): string {
  const dir = mkdtempSync(join(wrappers, prefix));
  chmodSync(dir, 0o755);
  for (const [name, text] of Object.entries(program.files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The frames `main`, built in `dir` from a harness of sumSignature, answers for [1,2,3] and []. */
function sumFrames(dir: string, nonce: string) {
  const input = encodeBatch({ nonce, timeLimitMs: 2000, outputLimitBytes: 1 << 20 }, sumSignature, [
    '[1,2,3]',
    '[]',
  ]);
  const run = spawnSync(join(dir, 'main'), [], { cwd: dir, input });
  return parseFrames(run.stdout, nonce);
}

/** A frame's case, status, answer and captured stdout. */
const summary = (frame: ReturnType<typeof sumFrames>[number]) => [
  frame.caseIndex,
  frame.status,
  frame.answer.toString().trim(),
  frame.stdout,
];

describe('Rust without memfd (as on macOS)', { timeout: 120_000 }, () => {
  it('captures prints in deleted work-dir files and answers every case', () => {
    const code =
      'impl Solution {\n    pub fn sum_all(nums: Vec<i32>) -> i32 {\n        println!("summing {}", nums.len());\n        nums.iter().sum()\n    }\n}\n';
    const dir = writeProgram('rust-', rustGenerator.harness(sumSignature, code));
    // The path off Linux: no memfd_create, the captures are files deleted while open.
    const compiled = spawnSync(
      '/usr/bin/rustc',
      ['--edition', '2024', '--cfg', 'zc_no_memfd', '-o', 'main', 'main.rs'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(compiled.stderr).toBe('');
    expect(sumFrames(dir, 'portable-rust').map(summary)).toEqual([
      [-1, 'ok', '', ''],
      [0, 'ok', '6', 'summing 3\n'],
      [1, 'ok', '0', 'summing 0\n'],
    ]);
    expect(readdirSync(dir).filter((name) => name.startsWith('zc-std'))).toEqual([]);
  });
});

describe('Go off Linux (as on macOS and Windows)', { timeout: 120_000 }, () => {
  const context = testJudgeContext();
  let prepared = '';
  beforeAll(async () => {
    await warmUp('go', context);
    prepared = join(
      context.cacheDir,
      readdirSync(context.cacheDir).find((name) => name.startsWith('prepared-go-'))!,
    );
  }, 600_000);

  it('captures os.Stdout and os.Stderr in files (no descriptor moved) and answers every case', () => {
    const code =
      'func sumAll(nums []int) int {\n    fmt.Println("summing", len(nums))\n    fmt.Fprintln(os.Stderr, "to stderr")\n    total := 0\n    for _, x := range nums {\n        total += x\n    }\n    return total\n}\n';
    const dir = writeProgram('go-', goGenerator.harness(sumSignature, code));
    // zc_portable builds the capture of other systems (zc_capture_other.go) here.
    const go = getLanguage('go');
    const compiled = spawnSync(
      '/usr/lib/go-1.23/bin/go',
      ['build', '-tags', 'zc_portable', '-o', 'main', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...go.env!(prepared) },
      },
    );
    expect(compiled.stderr).toBe('');
    const frames = sumFrames(dir, 'portable-go');
    expect(frames.map(summary)).toEqual([
      [-1, 'ok', '', ''],
      [0, 'ok', '6', 'summing 3\n'],
      [1, 'ok', '0', 'summing 0\n'],
    ]);
    expect(frames.map((frame) => frame.stderr)).toEqual(['', 'to stderr\n', 'to stderr\n']);
  });
});
