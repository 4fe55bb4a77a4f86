import { describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import { REPLAY_CUT_MARK, REPLAY_MAX_STEPS } from '../../contract/replay.ts';
import type { Signature } from '../../contract/signature.ts';
import { ReplayUnavailableError } from './record-replay.ts';
import { counterCalls, recordCase, replaySignatures } from './replay-test-kit.ts';
import { twoSumStoresFirstPython } from './two-sum-bug.ts';

const replay = (code: string, signature: Signature, input: string, expected?: string) =>
  recordCase('python', code, signature, input, expected);

const twoSumBug = twoSumStoresFirstPython;

describe('Python Replay, in the sandbox', () => {
  it('shows the Two Sum bug: on the `if` line x is 3 and seen is {3: 0}, and the wrong answer', async () => {
    const trace = await replay(twoSumBug, twoSum, '[3,2,4]\n6', '[1,2]');
    const atIf = trace.steps.find((step) => step.line === 6 && step.event === 'line')!;
    const frame = atIf.frames.at(-1)!;
    expect(frame).toMatchObject({ function: 'twoSum', line: 6 });
    expect(frame.locals).toMatchObject({ x: '3', seen: '{3: 0}', nums: '[3,2,4]', i: '0' });
    expect(atIf.changed).toContain('seen');
    expect(trace.outcome).toEqual({
      kind: 'returned',
      output: '[0,0]',
      expected: '[1,2]',
      correct: false,
    });
    expect(trace.truncated).toBeNull();
    // Only the learner's lines: the harness (main.py) never makes a step.
    expect(trace.steps.every((step) => step.line <= 8)).toBe(true);
    expect(trace.steps.at(-1)).toMatchObject({ event: 'return', returnValue: '[0,0]' });
  });

  it('shows a list or map changed in place at every step, however small the change', async () => {
    // Unchanged lists and maps reuse their text from the step before: each change must show.
    const code = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {1: 1}
        nums[0] = 7
        seen[1] = 2
        nums[1] = True
        nums.append(9)
        return [0, 1]
`;
    const trace = await replay(code, twoSum, '[3,2,4]\n6');
    const shown = trace.steps
      .filter((step) => step.event === 'line')
      .map((step) => step.frames.at(-1)!.locals);
    expect(shown.map((locals) => locals.nums)).toEqual([
      '[3,2,4]',
      '[3,2,4]',
      '[7,2,4]',
      '[7,2,4]',
      '[7,true,4]',
      '[7,true,4,9]',
    ]);
    expect(shown.map((locals) => locals.seen)).toEqual([
      undefined,
      '{1: 1}',
      '{1: 1}',
      '{1: 2}',
      '{1: 2}',
      '{1: 2}',
    ]);
  });

  it('shows recursion as frames, innermost last, and what was printed so far', async () => {
    const signature = replaySignatures.fact;
    const code = `class Solution:
    def fact(self, n: int) -> int:
        print("n =", n)
        if n <= 1:
            return 1
        return n * self.fact(n - 1)
`;
    const trace = await replay(code, signature, '3', '6');
    const deepest = trace.steps.find((step) => step.frames.length === 3 && step.line === 4)!;
    expect(deepest.frames.map((frame) => [frame.function, frame.line, frame.locals.n])).toEqual([
      ['fact', 6, '3'],
      ['fact', 6, '2'],
      ['fact', 4, '1'],
    ]);
    expect(deepest.stdout).toBe('n = 3\nn = 2\nn = 1\n');
    expect(trace.outcome).toMatchObject({ kind: 'returned', output: '6', correct: true });
  });

  it("shows a class design object's fields", async () => {
    const signature = replaySignatures.counter;
    const code = `class Counter:
    def __init__(self):
        self.items = []
        self.count = 0

    def add(self, x: int) -> None:
        self.items.append(x)
        self.count += 1

    def total(self) -> int:
        return sum(self.items)
`;
    const trace = await replay(code, signature, counterCalls.input, counterCalls.expected);
    const inTotal = trace.steps.find((step) => step.frames.at(-1)?.function === 'total')!;
    expect(inTotal.frames.at(-1)!.locals.self).toBe('Counter{items: [4,5], count: 2}');
    expect(trace.outcome).toMatchObject({ kind: 'returned', correct: true });
  });

  it('writes a TreeNode in level order and a ListNode as a list', async () => {
    const signature = replaySignatures.invertTree;
    const code = `class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root is None:
            return None
        chain = ListNode(1, ListNode(2, ListNode(3)))
        root.left, root.right = self.invertTree(root.right), self.invertTree(root.left)
        return root
`;
    const trace = await replay(code, signature, '[4,2,7,1,3]', '[4,7,2,null,null,3,1]');
    const first = trace.steps.find((step) => step.event === 'call')!;
    expect(first.frames.at(-1)!.locals.root).toBe('[4,2,7,1,3]');
    const withChain = trace.steps.find((step) => step.frames.at(-1)?.locals.chain)!;
    expect(withChain.frames.at(-1)!.locals.chain).toBe('[1,2,3]');
    expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[4,7,2,null,null,3,1]' });
  });

  it("gives an exception's line in the learner's code", async () => {
    const code = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        total = 0
        for x in nums:
            total += 10 // (x - 2)
        return [total]
`;
    const trace = await replay(code, twoSum, '[3,2,4]\n6');
    expect(trace.outcome).toMatchObject({ kind: 'exception', line: 5 });
    expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain(
      'ZeroDivisionError',
    );
    expect(trace.steps.some((step) => step.event === 'exception' && step.line === 5)).toBe(true);
  });

  it('stops an endless loop at its time limit, keeping its first steps and its end', async () => {
    const code = 'i = 0\nwhile True:\n    i += 1\n';
    const trace = await replay(code, { kind: 'stdio' }, '');
    expect(trace.outcome).toMatchObject({ kind: 'timeout', limitMs: 10_000 });
    expect(trace.steps).toHaveLength(REPLAY_MAX_STEPS);
    expect(trace.truncated!.kept).toBe(REPLAY_MAX_STEPS);
    expect(trace.truncated!.total).toBeGreaterThan(REPLAY_MAX_STEPS);
    // The head starts at the beginning; the end is far past it.
    expect(trace.steps[1]!.frames[0]!.locals).toEqual({ i: '0' });
    const last = Number(trace.steps.at(-1)!.frames[0]!.locals.i);
    expect(last).toBeGreaterThan(REPLAY_MAX_STEPS);
  }, 60_000);

  it('replays a stdio program with its stdin, and cuts huge values with the mark', async () => {
    const code = `n = int(input())
big = list(range(n))
deep = [[[[1]]]]
print(sum(big))
`;
    const trace = await replay(code, { kind: 'stdio' }, '1000000\n');
    const last = trace.steps.at(-1)!;
    expect(last.frames[0]!.locals.big).toMatch(
      new RegExp(`^\\[0,1,2,.*,99,${REPLAY_CUT_MARK}\\]$`),
    );
    expect(last.frames[0]!.locals.deep).toBe(`[[[[${REPLAY_CUT_MARK}]]]]`);
    expect(trace.outcome).toEqual({ kind: 'returned', output: '499999500000\n' });
  });

  it('refuses a language that has no recorder, by name', async () => {
    await expect(recordCase('go', 'x', { kind: 'stdio' }, '')).rejects.toThrow(
      new ReplayUnavailableError('Go'),
    );
  });
});
