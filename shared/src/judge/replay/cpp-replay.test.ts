import { beforeAll, describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import type { Signature } from '../../contract/signature.ts';
import { testJudgeContext, warmUp } from '../runner/test-judge-context.ts';
import { ReplayUnavailableError, requireReplayRecorder } from './record-replay.ts';
import { counterCalls, fewSteps, recordCase, replaySignatures } from './replay-test-kit.ts';
import { twoSumStoresFirstCpp } from './two-sum-bug.ts';

const replay = (code: string, signature: Signature, input: string, expected?: string) =>
  recordCase('cpp', code, signature, input, expected);

// Each case compiles a debug build (the whole standard header, no precompiled one) and starts gdb.
const gdbTimeout = 60_000;

describe('C++ Replay (gdb), in the sandbox', () => {
  beforeAll(() => warmUp('cpp', testJudgeContext()), 120_000);

  it(
    'shows the Two Sum bug: on the look-up line seen is {3: 0}, and the wrong answer',
    async () => {
      const trace = await replay(twoSumStoresFirstCpp, twoSum, '[3,2,4]\n6', '[1,2]');
      const atIf = trace.steps.find((step) => step.line === 7 && step.event === 'line')!;
      const frame = atIf.frames.at(-1)!;
      expect(frame).toMatchObject({ function: 'twoSum', line: 7 });
      expect(frame.locals).toEqual({ nums: '[3,2,4]', target: '6', seen: '{3: 0}', i: '0' });
      expect(atIf.changed).toContain('seen');
      expect(trace.outcome).toEqual({
        kind: 'returned',
        output: '[0,0]',
        expected: '[1,2]',
        correct: false,
      });
      // Only the learner's lines: the harness, libstdc++ and libc never make a step.
      expect(trace.steps.every((step) => step.line <= 13)).toBe(true);
      expect(trace.steps[0]).toMatchObject({ event: 'call', line: 4 });
      expect(trace.steps.at(-1)).toMatchObject({ event: 'return', returnValue: '[0,0]' });
    },
    gdbTimeout,
  );

  it(
    'shows recursion as frames, innermost last, and what was printed so far',
    async () => {
      const code = `class Solution {
public:
    int fact(int n) {
        cout << "n = " << n << endl;
        if (n <= 1) {
            return 1;
        }
        return n * fact(n - 1);
    }
};
`;
      const trace = await replay(code, replaySignatures.fact, '3', '6');
      const deepest = trace.steps.find((step) => step.frames.length === 3 && step.line === 5)!;
      expect(deepest.frames.map((frame) => [frame.function, frame.line, frame.locals.n])).toEqual([
        ['fact', 8, '3'],
        ['fact', 8, '2'],
        ['fact', 5, '1'],
      ]);
      expect(deepest.stdout).toBe('n = 3\nn = 2\nn = 1\n');
      const returns = trace.steps.filter((step) => step.event === 'return');
      expect(returns.map((step) => step.returnValue)).toEqual(['1', '2', '6']);
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '6', correct: true });
    },
    gdbTimeout,
  );

  it(
    "shows a class design object's fields, a vector, a string and a set",
    async () => {
      const code = `class Counter {
    vector<int> items;
    int count = 0;

public:
    Counter() {
    }

    void add(int x) {
        items.push_back(x);
        count++;
    }

    int total() {
        string said = "sum";
        set<int> odd = {3, 1};
        int sum = 0;
        for (int x : items) sum += x;
        return sum;
    }
};
`;
      const trace = await replay(
        code,
        replaySignatures.counter,
        counterCalls.input,
        counterCalls.expected,
      );
      const inTotal = trace.steps
        .filter((step) => step.frames.at(-1)?.function === 'total' && step.event === 'line')
        .at(-1)!;
      expect(inTotal.frames.at(-1)!.locals).toMatchObject({
        this: 'Counter{items: [4,5], count: 2}',
        said: '"sum"',
        odd: '{1, 3}',
        sum: '9',
      });
      expect(trace.outcome).toMatchObject({ kind: 'returned', correct: true });
    },
    gdbTimeout,
  );

  it(
    'writes a TreeNode* in level order and a ListNode* as a list',
    async () => {
      const code = `class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        if (root == nullptr) {
            return nullptr;
        }
        ListNode* chain = new ListNode(1, new ListNode(2, new ListNode(3)));
        TreeNode* left = invertTree(root->right);
        root->right = invertTree(root->left);
        root->left = left;
        return root;
    }
};
`;
      const trace = await replay(
        code,
        replaySignatures.invertTree,
        '[4,2,7,1,3]',
        '[4,7,2,null,null,3,1]',
      );
      const first = trace.steps.find((step) => step.event === 'call')!;
      expect(first.frames.at(-1)!.locals.root).toBe('[4,2,7,1,3]');
      const withChain = trace.steps.find((step) => step.frames.at(-1)?.locals.chain)!;
      expect(withChain.frames.at(-1)!.locals.chain).toBe('[1,2,3]');
      expect(trace.steps.at(-1)).toMatchObject({
        event: 'return',
        returnValue: '[4,7,2,null,null,3,1]',
      });
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[4,7,2,null,null,3,1]' });
    },
    gdbTimeout,
  );

  it(
    "gives a segfault's line in the learner's code",
    async () => {
      const code = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        int* found = nullptr;
        for (int x : nums) {
            if (x == target) found = &x;
        }
        return {*found};
    }
};
`;
      const trace = await replay(code, twoSum, '[3,2,4]\n6');
      expect(trace.outcome).toMatchObject({ kind: 'exception', line: 8 });
      expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain('SIGSEGV');
      const crash = trace.steps.find((step) => step.event === 'exception')!;
      expect(crash).toMatchObject({ line: 8, exception: 'SIGSEGV' });
      expect(crash.frames.at(-1)!.locals.found).toBe('null');
    },
    gdbTimeout,
  );

  it(
    "gives a thrown exception's line, from a library call the learner made",
    async () => {
      const code = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<int> answer;
        answer.push_back(nums.at(target));
        return answer;
    }
};
`;
      const trace = await replay(code, twoSum, '[3,2,4]\n6');
      expect(trace.outcome).toMatchObject({ kind: 'exception', line: 5 });
      expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain(
        'std::out_of_range',
      );
      expect(trace.steps.find((step) => step.event === 'exception')).toMatchObject({
        line: 5,
        exception: 'std::out_of_range',
      });
    },
    gdbTimeout,
  );

  it(
    'stops an endless loop at its time limit, keeping its first steps and its end',
    async () => {
      const code = `#include <cstdio>

int main() {
    long long i = 0;
    while (true) {
        i++;
    }
}
`;
      const trace = await recordCase('cpp', code, { kind: 'stdio' }, '', undefined, fewSteps);
      expect(trace.outcome).toMatchObject({ kind: 'timeout', limitMs: 10_000 });
      expect(trace.truncated!.total).toBeGreaterThan(trace.truncated!.kept);
      expect(trace.steps.length).toBeLessThanOrEqual(fewSteps.maxSteps);
      // The head starts at the beginning; the end is far past it.
      expect(trace.steps.find((step) => step.line === 6)!.frames[0]!.locals.i).toBe('0');
      const last = Number(trace.steps.at(-1)!.frames[0]!.locals.i);
      expect(last).toBeGreaterThan(trace.steps.length / 2);
    },
    gdbTimeout,
  );

  it(
    'replays a stdio program with its stdin: a map, a priority_queue, a pair and its output',
    async () => {
      const code = `#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<string, int> count = {{"b", 2}, {"a", n}};
    priority_queue<int> heap;
    heap.push(1);
    heap.push(5);
    pair<int, char> best = {n, 'x'};
    printf("%d\\n", n + 1);
    return 0;
}
`;
      const trace = await replay(code, { kind: 'stdio' }, '41\n');
      const last = trace.steps.at(-1)!;
      expect(last.frames[0]!.locals).toMatchObject({
        n: '41',
        count: '{"a": 41, "b": 2}',
        heap: '[5,1]',
        best: '[41,"x"]',
      });
      expect(last.stdout).toBe('42\n');
      expect(trace.outcome).toEqual({ kind: 'returned', output: '42\n' });
    },
    gdbTimeout,
  );
});

describe('C and C++ Replay without gdb', () => {
  it('is refused, naming gdb and how to install it, before anything is compiled', () => {
    for (const language of ['cpp', 'c'] as const) {
      expect(() => requireReplayRecorder(language, () => false)).toThrow(ReplayUnavailableError);
      expect(() => requireReplayRecorder(language, () => false)).toThrow(
        /needs gdb \(\/usr\/bin\/gdb\), which is not installed here: Debian\/Ubuntu: apt-get install gdb/,
      );
      expect(requireReplayRecorder(language, () => true).language).toBe(language);
    }
  });
});
