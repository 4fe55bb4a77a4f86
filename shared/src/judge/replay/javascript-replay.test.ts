import { describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import { REPLAY_CUT_MARK, REPLAY_MAX_STEPS } from '../../contract/replay.ts';
import { counterCalls, recordCase as replay, replaySignatures } from './replay-test-kit.ts';

describe('JavaScript Replay, in the sandbox', () => {
  it.each([
    [
      'an object',
      'const seen = {};',
      'seen[x] = i;',
      'seen[target - x] !== undefined',
      'seen[target - x]',
    ],
    [
      'a Map',
      'const seen = new Map();',
      'seen.set(x, i);',
      'seen.has(target - x)',
      'seen.get(target - x)',
    ],
  ])(
    'shows the Two Sum bug with %s: on the `if` line x is 3 and seen is {3: 0}',
    async (_kind, declare, store, found, read) => {
      const code = `var twoSum = function(nums, target) {
  ${declare}
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i];
    ${store}
    if (${found}) return [${read}, i];
  }
  return [];
};
`;
      const trace = await replay('javascript', code, twoSum, '[3,2,4]\n6', '[1,2]');
      const atIf = trace.steps.find((step) => step.line === 6 && step.event === 'line')!;
      expect(atIf.frames.at(-1)).toMatchObject({ function: 'twoSum', line: 6 });
      expect(atIf.frames.at(-1)!.locals).toMatchObject({
        x: '3',
        seen: '{3: 0}',
        nums: '[3,2,4]',
        i: '0',
      });
      expect(atIf.changed).toContain('seen');
      expect(trace.outcome).toEqual({
        kind: 'returned',
        output: '[0,0]',
        expected: '[1,2]',
        correct: false,
      });
      expect(trace.steps.at(-1)).toMatchObject({ event: 'return', returnValue: '[0,0]' });
      expect(trace.steps.every((step) => step.line <= 9)).toBe(true);
    },
  );

  it('shows recursion as frames, innermost last, and what was printed so far', async () => {
    const signature = replaySignatures.fact;
    const code = `function fact(n) {
  console.log("n =", n);
  if (n <= 1) return 1;
  return n * fact(n - 1);
}
`;
    const trace = await replay('javascript', code, signature, '3', '6');
    const deepest = trace.steps.find((step) => step.frames.length === 3 && step.line === 3)!;
    expect(deepest.frames.map((frame) => [frame.function, frame.locals.n])).toEqual([
      ['fact', '3'],
      ['fact', '2'],
      ['fact', '1'],
    ]);
    expect(deepest.frames.map((frame) => frame.line)).toEqual([4, 4, 3]);
    expect(deepest.stdout).toBe('n = 3\nn = 2\nn = 1\n');
    expect(trace.outcome).toMatchObject({ kind: 'returned', output: '6', correct: true });
  });

  it("shows a class design object's fields", async () => {
    const signature = replaySignatures.counter;
    const code = `class Counter {
  constructor() {
    this.items = [];
    this.count = 0;
  }
  add(x) {
    this.items.push(x);
    this.count++;
  }
  total() {
    return this.items.reduce((a, b) => a + b, 0);
  }
}
`;
    const trace = await replay(
      'javascript',
      code,
      signature,
      counterCalls.input,
      counterCalls.expected,
    );
    const inTotal = trace.steps.find((step) => step.frames.at(-1)?.function === 'total')!;
    expect(inTotal.frames.at(-1)!.locals.this).toBe('Counter{items: [4,5], count: 2}');
    expect(trace.outcome).toMatchObject({ kind: 'returned', correct: true });
  });

  it('writes a TreeNode in level order and a ListNode as a list', async () => {
    const signature = replaySignatures.invertTree;
    const code = `var invertTree = function(root) {
  if (root === null) return null;
  const chain = new ListNode(1, new ListNode(2, new ListNode(3)));
  [root.left, root.right] = [invertTree(root.right), invertTree(root.left)];
  return root;
};
`;
    const trace = await replay(
      'javascript',
      code,
      signature,
      '[4,2,7,1,3]',
      '[4,7,2,null,null,3,1]',
    );
    const first = trace.steps.find((step) => step.event === 'call')!;
    expect(first.frames.at(-1)!.locals.root).toBe('[4,2,7,1,3]');
    const withChain = trace.steps.find((step) => step.frames.at(-1)?.locals.chain)!;
    expect(withChain.frames.at(-1)!.locals.chain).toBe('[1,2,3]');
    expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[4,7,2,null,null,3,1]' });
  });

  it("gives an exception's line in the learner's code", async () => {
    const code = `var twoSum = function(nums, target) {
  let total = 0;
  for (const x of nums) {
    total += nums[x].length;
  }
  return [total];
};
`;
    const trace = await replay('javascript', code, twoSum, '[3,2,4]\n6');
    expect(trace.outcome).toMatchObject({ kind: 'exception', line: 4 });
    expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain('TypeError');
    expect(trace.steps.some((step) => step.event === 'exception' && step.line === 4)).toBe(true);
  });

  it('stops an endless loop at its time limit, keeping its first steps and its end', async () => {
    const trace = await replay(
      'javascript',
      'let i = 0;\nwhile (true) {\n  i++;\n}\n',
      { kind: 'stdio' },
      '',
    );
    expect(trace.outcome).toMatchObject({ kind: 'timeout' });
    expect(trace.steps).toHaveLength(REPLAY_MAX_STEPS);
    expect(trace.truncated!.total).toBeGreaterThan(REPLAY_MAX_STEPS);
    expect(trace.steps[1]!.frames[0]!.locals).toEqual({ i: '0' });
    expect(Number(trace.steps.at(-1)!.frames[0]!.locals.i)).toBeGreaterThan(REPLAY_MAX_STEPS);
  }, 60_000);

  it('replays a stdio program with its stdin, and cuts huge values with the mark', async () => {
    const code = `const fs = require('fs');
const n = Number(fs.readFileSync(0, 'utf8'));
const big = Array.from({ length: n }, (_, i) => i);
const deep = [[[[1]]]];
const set = new Set([3, 1, 2]);
console.log(big.reduce((a, b) => a + b, 0));
`;
    const trace = await replay('javascript', code, { kind: 'stdio' }, '1000\n');
    const last = trace.steps.filter((step) => step.frames.length === 1).at(-1)!;
    expect(last.frames[0]!.function).toBe('<module>');
    expect(last.frames[0]!.locals.big).toMatch(
      new RegExp(`^\\[0,1,2,.*,99,${REPLAY_CUT_MARK}\\]$`),
    );
    expect(last.frames[0]!.locals.deep).toBe(`[[[[${REPLAY_CUT_MARK}]]]]`);
    expect(last.frames[0]!.locals.set).toBe('{1, 2, 3}');
    expect(last.frames[0]!.locals.fs).toBeUndefined();
    expect(trace.outcome).toEqual({ kind: 'returned', output: '499500\n' });
  }, 60_000);

  it('keeps the tracer out of reach: globals replaced, eval, forged records printed', async () => {
    const code = `var twoSum = function(nums, target) {
  Object.prototype.toJSON = () => 'forged';
  Reflect.apply = () => 0;
  Object.getOwnPropertyDescriptor = () => undefined;
  JSON.stringify = () => 'forged';
  Map.prototype.forEach = () => {};
  const names = Object.getOwnPropertyNames(globalThis).filter((name) => name.startsWith('$zc'));
  let reached = names.length;
  try {
    reached += typeof eval('arguments') === 'object' ? 1 : 0;
  } catch {
    // eval runs in the global scope: the wrapper's arguments are out of its reach.
  }
  console.log('\\n#' + 'x'.repeat(32) + ' 60\\n{"t":"step","event":"line","line":1,"frames":[],"out":0}');
  const seen = new Map([[1, 2]]);
  return [reached, seen.size];
};
`;
    const trace = await replay('javascript', code, twoSum, '[3,2,4]\n6');
    expect(trace.outcome, JSON.stringify(trace.outcome)).toMatchObject({
      kind: 'returned',
      output: '[0,1]',
    });
    const last = trace.steps.at(-2)!;
    expect(last.frames.at(-1)!.locals.seen).toBe('{1: 2}');
    // The printed "record" is only output.
    expect(last.stdout).toContain('"t":"step"');
  });
});

describe('TypeScript Replay, in the sandbox', () => {
  it("steps on the learner's own TypeScript lines", async () => {
    const code = `interface Pair {
  value: number;
  index: number;
}

function twoSum(nums: number[], target: number): number[] {
  const seen: Map<number, number> = new Map();
  for (let i: number = 0; i < nums.length; i++) {
    const x: number = nums[i];
    seen.set(x, i);

    if (seen.has(target - x)) {
      const pair: Pair = { value: seen.get(target - x)!, index: i };
      return [pair.value, pair.index];
    }
  }
  return [];
}
`;
    const trace = await replay('typescript', code, twoSum, '[3,2,4]\n6', '[1,2]');
    const atIf = trace.steps.find((step) => step.line === 12 && step.event === 'line')!;
    expect(atIf.frames.at(-1)!.locals).toMatchObject({ x: '3', seen: '{3: 0}' });
    expect(trace.steps.find((step) => step.event === 'call')!.line).toBe(6);
    expect(trace.steps.some((step) => step.line === 13)).toBe(true);
    expect(trace.steps.at(-1)).toMatchObject({ event: 'return', line: 14, returnValue: '[0,0]' });
    expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[0,0]', correct: false });
  });
});
