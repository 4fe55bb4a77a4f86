import { beforeAll, describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import type { Signature } from '../../contract/signature.ts';
import { testJudgeContext, warmUp } from '../runner/test-judge-context.ts';
import { counterCalls, fewSteps, recordCase, replaySignatures } from './replay-test-kit.ts';
import { twoSumPairsItselfC } from './two-sum-bug.ts';

const replay = (code: string, signature: Signature, input: string, expected?: string) =>
  recordCase('c', code, signature, input, expected);

const gdbTimeout = 60_000;

describe('C Replay (gdb), in the sandbox', () => {
  beforeAll(() => warmUp('c', testJudgeContext()), 120_000);

  it(
    'shows the Two Sum bug with nums at the length the harness passed, and the answer returned',
    async () => {
      const trace = await replay(twoSumPairsItselfC, twoSum, '[3,2,4]\n6', '[1,2]');
      const compare = trace.steps.find((step) => step.line === 6)!;
      expect(compare.frames.at(-1)!).toMatchObject({ function: 'twoSum', line: 6 });
      expect(compare.frames.at(-1)!.locals).toMatchObject({
        nums: '[3,2,4]',
        numsSize: '3',
        target: '6',
        returnSize: '0',
        i: '0',
        j: '0',
      });
      expect(trace.outcome).toEqual({
        kind: 'returned',
        output: '[0,0]',
        expected: '[1,2]',
        correct: false,
      });
      expect(trace.steps.every((step) => step.line <= 16)).toBe(true);
      // The returned pointer is written with the length the function put in *returnSize.
      expect(trace.steps.at(-1)).toMatchObject({ event: 'return', returnValue: '[0,0]' });
    },
    gdbTimeout,
  );

  it(
    'shows recursion as frames and what printf printed so far',
    async () => {
      const code = `int fact(int n) {
    printf("n = %d\\n", n);
    if (n <= 1) {
        return 1;
    }
    return n * fact(n - 1);
}
`;
      const trace = await replay(code, replaySignatures.fact, '3', '6');
      const deepest = trace.steps.find((step) => step.frames.length === 3 && step.line === 3)!;
      expect(deepest.frames.map((frame) => [frame.function, frame.line, frame.locals.n])).toEqual([
        ['fact', 6, '3'],
        ['fact', 6, '2'],
        ['fact', 3, '1'],
      ]);
      expect(deepest.stdout).toBe('n = 3\nn = 2\nn = 1\n');
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '6', correct: true });
    },
    gdbTimeout,
  );

  it(
    "shows a class design's struct through its typedef, array field and all",
    async () => {
      const code = `typedef struct {
    int items[4];
    int count;
} Counter;

Counter* counterCreate() {
    Counter* obj = calloc(1, sizeof(Counter));
    return obj;
}

void counterAdd(Counter* obj, int x) {
    obj->items[obj->count] = x;
    obj->count++;
}

int counterTotal(Counter* obj) {
    int sum = 0;
    for (int i = 0; i < obj->count; i++) sum += obj->items[i];
    return sum;
}

void counterFree(Counter* obj) {
    free(obj);
}
`;
      const trace = await replay(
        code,
        replaySignatures.counter,
        counterCalls.input,
        counterCalls.expected,
      );
      const inTotal = trace.steps
        .filter((step) => step.frames.at(-1)?.function === 'counterTotal')
        .at(-1)!;
      expect(inTotal.frames.at(-1)!.locals).toMatchObject({
        obj: 'Counter{items: [4,5,0,0], count: 2}',
        sum: '9',
      });
      expect(trace.outcome).toMatchObject({ kind: 'returned', correct: true });
    },
    gdbTimeout,
  );

  it(
    'writes a struct TreeNode* in level order and a struct ListNode* as a list',
    async () => {
      const code = `struct TreeNode* invertTree(struct TreeNode* root) {
    if (root == NULL) {
        return NULL;
    }
    struct ListNode second = {2, NULL};
    struct ListNode first = {1, &second};
    struct ListNode* chain = &first;
    struct TreeNode* left = invertTree(root->right);
    root->right = invertTree(root->left);
    root->left = left;
    return root;
}
`;
      const trace = await replay(
        code,
        replaySignatures.invertTree,
        '[4,2,7,1,3]',
        '[4,7,2,null,null,3,1]',
      );
      const first = trace.steps.find((step) => step.event === 'call')!;
      expect(first.frames.at(-1)!.locals.root).toBe('[4,2,7,1,3]');
      const withChain = trace.steps.find((step) => step.line === 8)!;
      expect(withChain.frames.at(-1)!.locals).toMatchObject({
        chain: '[1,2]',
        second: 'ListNode{val: 2, next: null}',
      });
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[4,7,2,null,null,3,1]' });
    },
    gdbTimeout,
  );

  it(
    "gives a segfault's line in the learner's code",
    async () => {
      const code = `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int* found = NULL;
    for (int i = 0; i < numsSize; i++) {
        if (nums[i] == target) found = &nums[i];
    }
    *returnSize = 1;
    found[0] = 1;
    return found;
}
`;
      const trace = await replay(code, twoSum, '[3,2,4]\n6');
      expect(trace.outcome).toMatchObject({ kind: 'exception', line: 7 });
      expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain('SIGSEGV');
      expect(trace.steps.find((step) => step.event === 'exception')).toMatchObject({
        line: 7,
        exception: 'SIGSEGV',
      });
    },
    gdbTimeout,
  );

  it(
    'stops an endless loop at its time limit, keeping its first steps and its end',
    async () => {
      const code = `int main(void) {
    long long i = 0;
    while (1) {
        i++;
    }
}
`;
      const trace = await recordCase('c', code, { kind: 'stdio' }, '', undefined, fewSteps);
      expect(trace.outcome).toMatchObject({ kind: 'timeout', limitMs: 10_000 });
      expect(trace.truncated!.total).toBeGreaterThan(trace.truncated!.kept);
      expect(trace.steps.length).toBeLessThanOrEqual(fewSteps.maxSteps);
      expect(trace.steps.find((step) => step.line === 4)!.frames[0]!.locals.i).toBe('0');
      const last = Number(trace.steps.at(-1)!.frames[0]!.locals.i);
      expect(last).toBeGreaterThan(trace.steps.length / 2);
    },
    gdbTimeout,
  );
});
