import { describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import { REPLAY_CUT_MARK } from '../../contract/replay.ts';
import type { Signature } from '../../contract/signature.ts';
import { counterCalls, fewSteps, recordCase, replaySignatures } from './replay-test-kit.ts';
import { twoSumStoresFirstJava } from './two-sum-bug.ts';

const replay = (code: string, signature: Signature, input: string, expected?: string) =>
  recordCase('java', code, signature, input, expected);

// Each case starts two JVMs (the debugger and the traced program) in the sandbox.
const jvmTimeout = 60_000;

describe('Java Replay (JDI), in the sandbox', () => {
  it(
    'shows the Two Sum bug: on the look-up line seen is {3: 0}, and the wrong answer',
    async () => {
      const trace = await replay(twoSumStoresFirstJava, twoSum, '[3,2,4]\n6', '[1,2]');
      const atIf = trace.steps.find((step) => step.line === 6 && step.event === 'line')!;
      const frame = atIf.frames.at(-1)!;
      expect(frame).toMatchObject({ function: 'twoSum', line: 6 });
      expect(frame.locals).toMatchObject({ seen: '{3: 0}', nums: '[3,2,4]', i: '0', target: '6' });
      expect(atIf.changed).toContain('seen');
      expect(trace.outcome).toEqual({
        kind: 'returned',
        output: '[0,0]',
        expected: '[1,2]',
        correct: false,
      });
      // Only the learner's lines: the harness (Main.java) and java.util never make a step.
      expect(trace.steps.every((step) => step.line <= 11)).toBe(true);
      expect(trace.steps.at(-1)).toMatchObject({ event: 'return', returnValue: '[0,0]' });
    },
    jvmTimeout,
  );

  it(
    'shows recursion as frames, innermost last, and what was printed so far',
    async () => {
      const code = `class Solution {
    public int fact(int n) {
        System.out.println("n = " + n);
        if (n <= 1) {
            return 1;
        }
        return n * fact(n - 1);
    }
}
`;
      const trace = await replay(code, replaySignatures.fact, '3', '6');
      const deepest = trace.steps.find((step) => step.frames.length === 3 && step.line === 4)!;
      expect(deepest.frames.map((frame) => [frame.function, frame.line, frame.locals.n])).toEqual([
        ['fact', 7, '3'],
        ['fact', 7, '2'],
        ['fact', 4, '1'],
      ]);
      expect(deepest.stdout).toBe('n = 3\nn = 2\nn = 1\n');
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '6', correct: true });
    },
    jvmTimeout,
  );

  it(
    "shows a class design object's fields, an ArrayList and a StringBuilder",
    async () => {
      const code = `class Counter {
    private List<Integer> items = new ArrayList<>();
    private int count;

    public Counter() {
    }

    public void add(int x) {
        items.add(x);
        count++;
    }

    public int total() {
        StringBuilder said = new StringBuilder("sum");
        int sum = 0;
        for (int x : items) sum += x;
        return sum;
    }
}
`;
      const trace = await replay(
        code,
        replaySignatures.counter,
        counterCalls.input,
        counterCalls.expected,
      );
      const inTotal = trace.steps
        .filter((step) => step.frames.at(-1)?.function === 'total')
        .at(-1)!;
      expect(inTotal.frames.at(-1)!.locals).toMatchObject({
        this: 'Counter{items: [4,5], count: 2}',
        said: '"sum"',
        sum: '9',
      });
      expect(trace.outcome).toMatchObject({ kind: 'returned', correct: true });
    },
    jvmTimeout,
  );

  it(
    'writes a TreeNode in level order and a ListNode as a list',
    async () => {
      const code = `class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) {
            return null;
        }
        ListNode chain = new ListNode(1, new ListNode(2, new ListNode(3)));
        TreeNode left = invertTree(root.right);
        root.right = invertTree(root.left);
        root.left = left;
        return root;
    }
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
      const withChain = trace.steps.find((step) => step.frames.at(-1)?.locals.chain)!;
      expect(withChain.frames.at(-1)!.locals.chain).toBe('[1,2,3]');
      expect(trace.outcome).toMatchObject({ kind: 'returned', output: '[4,7,2,null,null,3,1]' });
    },
    jvmTimeout,
  );

  it(
    "gives an exception's line in the learner's code",
    async () => {
      const code = `class Solution {
    public int[] twoSum(int[] nums, int target) {
        int total = 0;
        for (int x : nums) {
            total += 10 / (x - 2);
        }
        return new int[] {total};
    }
}
`;
      const trace = await replay(code, twoSum, '[3,2,4]\n6');
      expect(trace.outcome).toMatchObject({ kind: 'exception', line: 5 });
      expect(trace.outcome.kind === 'exception' && trace.outcome.message).toContain(
        'ArithmeticException',
      );
      expect(trace.steps.some((step) => step.event === 'exception' && step.line === 5)).toBe(true);
    },
    jvmTimeout,
  );

  it(
    'stops an endless loop at its time limit, keeping its first steps and its end',
    async () => {
      const code = `public class Main {
    public static void main(String[] args) {
        long i = 0;
        while (true) {
            i++;
        }
    }
}
`;
      const trace = await recordCase('java', code, { kind: 'stdio' }, '', undefined, fewSteps);
      expect(trace.outcome).toMatchObject({ kind: 'timeout', limitMs: 10_000 });
      expect(trace.truncated!.total).toBeGreaterThan(trace.truncated!.kept);
      expect(trace.steps.length).toBeLessThanOrEqual(fewSteps.maxSteps);
      // The head starts at the beginning; the end is far past it.
      expect(trace.steps.find((step) => step.line === 5)!.frames[0]!.locals.i).toBe('0');
      const last = Number(trace.steps.at(-1)!.frames[0]!.locals.i);
      expect(last).toBeGreaterThan(trace.steps.length / 2);
    },
    jvmTimeout,
  );

  it(
    'replays a stdio program with its stdin: a HashSet, a Deque, and huge values cut with the mark',
    async () => {
      const code = `import java.util.*;

public class Main {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        int[] big = new int[n];
        for (int i = 0; i < 3; i++) big[i] = i;
        Set<Integer> odd = new HashSet<>(List.of(1, 3));
        Deque<String> words = new ArrayDeque<>();
        words.push("b");
        words.push("a");
        int[][][][] deep = {{{{1}}}};
        System.out.println(big.length + odd.size());
    }
}
`;
      const trace = await replay(code, { kind: 'stdio' }, '1000000\n');
      const last = trace.steps.at(-1)!.frames[0]!.locals;
      expect(last.big).toMatch(new RegExp(`^\\[0,1,2,0,.*,0,${REPLAY_CUT_MARK}\\]$`));
      expect(last).toMatchObject({
        odd: '{1, 3}',
        words: '["a","b"]',
        deep: `[[[[${REPLAY_CUT_MARK}]]]]`,
        n: '1000000',
      });
      expect(trace.outcome).toEqual({ kind: 'returned', output: '1000002\n' });
      expect(trace.steps.at(-1)!.stdout).toBe('1000002\n');
    },
    jvmTimeout,
  );
});
