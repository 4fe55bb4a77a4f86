import { describe, expect, it } from 'vitest';
import type { Signature } from '../../contract/signature.ts';
import { constraintValidator } from './constraint-validator.ts';
import type { ConstraintModule } from './constraint-module.ts';

const fn = (params: [string, string][]): Signature => ({
  kind: 'function',
  name: 'f',
  params: params.map(([name, type]) => ({ name, type })),
  return: { type: 'integer' },
});

/** The faults of one line on one input (and output), after checking the reader reads it. */
function faults(
  signature: Signature,
  line: string,
  input: string,
  options: { others?: string[]; module?: ConstraintModule; output?: string } = {},
): string[] {
  const validator = constraintValidator(
    { signature, constraints: [line, ...(options.others ?? [])] },
    options.module,
  );
  expect(validator.lines[0]).toEqual({ line, by: 'reader' });
  return validator
    .validate({ input, ...(options.output === undefined ? {} : { output: options.output }) })
    .filter((fault) => fault.line === line)
    .map((fault) => fault.fault);
}

const nums = fn([['nums', 'integer[]']]);

describe('the constraint reader', () => {
  it('reads a length range with powers of ten', () => {
    const line = '2 <= nums.length <= 10^4';
    expect(faults(nums, line, '[1,2]')).toEqual([]);
    expect(faults(nums, line, '[1]')).toEqual(['2 is not <= nums.length = 1']);
  });

  it('reads an element range for every index, naming the index that breaks it', () => {
    const line = '-10^9 <= nums[i] <= 10^9';
    expect(faults(nums, line, '[-1000000000,1000000000]')).toEqual([]);
    expect(faults(nums, line, '[0,1000000001]')).toEqual([
      'at i = 1: nums[i] = 1000000001 is not <= 10^9',
    ]);
  });

  it('reads 2^31 bounds exactly', () => {
    const x = fn([['x', 'long']]);
    const line = '-2^31 <= x <= 2^31 - 1';
    expect(faults(x, line, '2147483647')).toEqual([]);
    expect(faults(x, line, '2147483648')).toHaveLength(1);
    expect(faults(x, line, '-2147483649')).toHaveLength(1);
  });

  it('reads several operands at one position as one chain each', () => {
    const sp = fn([
      ['s', 'string'],
      ['p', 'string'],
    ]);
    const line = '1 <= s.length, p.length <= 3 * 10^4';
    expect(faults(sp, line, '"a"\n"b"')).toEqual([]);
    expect(faults(sp, line, '"a"\n""')).toEqual(['1 is not <= p.length = 0']);
  });

  it('defines a name from an equality and checks every row against it', () => {
    const grid = fn([['grid', 'character[][]']]);
    const line = 'n == grid[i].length';
    const others = ['m == grid.length', '1 <= m, n <= 2'];
    expect(faults(grid, line, '[["1","0"],["0","1"]]', { others })).toEqual([]);
    expect(faults(grid, line, '[["1","0"],["0"]]', { others })).toEqual([
      'at i = 1: n = 2 is not == grid[i].length = 1',
    ]);
    expect(
      faults(grid, '1 <= m, n <= 2', '[["1","0","1"]]', { others: [line, others[0]!] }),
    ).toEqual(['n = 3 is not <= 2']);
  });

  it('solves n from nums.length == n + 1', () => {
    const line = '1 <= nums[i] <= n';
    const others = ['nums.length == n + 1'];
    expect(faults(nums, line, '[1,2,2]', { others })).toEqual([]);
    expect(faults(nums, line, '[1,3,2]', { others })).toEqual([
      'at i = 1: nums[i] = 3 is not <= n = 2',
    ]);
  });

  it('reads lowercase letters, and sets listed with quotes', () => {
    const s = fn([['s', 'string']]);
    expect(faults(s, 's consists of lowercase English letters.', '"abc"')).toEqual([]);
    expect(faults(s, 's consists of lowercase English letters.', '"aBc"')).toEqual(['s holds "B"']);
    const brackets =
      "s consists of lowercase English letters, digits and the brackets '[' and ']'.";
    expect(faults(s, brackets, '"3[a]2[bc]"')).toEqual([]);
    expect(faults(s, brackets, '"3(a)"')).toEqual(['s holds "("']);
  });

  it('reads uniqueness of a list, of pairs and of node values', () => {
    expect(faults(nums, 'All the integers in nums are unique.', '[1,2,3]')).toEqual([]);
    expect(faults(nums, 'All the integers in nums are unique.', '[1,2,1]')).toEqual([
      'at i = 2: nums[i] = 1 appears twice',
    ]);
    const points = fn([['points', 'integer[][]']]);
    const module = { names: { x_i: 'points[i][0]', y_i: 'points[i][1]' } };
    const line = 'All pairs (x_i, y_i) are distinct.';
    expect(faults(points, line, '[[0,0],[0,1]]', { module })).toEqual([]);
    expect(faults(points, line, '[[0,1],[0,1]]', { module })).toHaveLength(1);
    const tree = fn([['root', 'TreeNode']]);
    expect(faults(tree, 'All Node.val are unique.', '[2,1,null,3]')).toEqual([]);
    expect(faults(tree, 'All Node.val are unique.', '[2,1,null,2]')).toEqual([
      'Node.val = 2 appears twice',
    ]);
  });

  it('reads sorted orders', () => {
    const line = 'nums is sorted in non-decreasing order.';
    expect(faults(nums, line, '[1,1,2]')).toEqual([]);
    expect(faults(nums, line, '[1,3,2]')).toEqual([
      'nums[1] = 3 and nums[2] = 2 are not in non-decreasing order',
    ]);
    const distinct = 'nums holds distinct values sorted in ascending order.';
    expect(faults(nums, distinct, '[1,2]')).toEqual([]);
    expect(faults(nums, distinct, '[1,1]')).toHaveLength(1);
  });

  it('counts the nodes of a tree, gaps left out', () => {
    const tree = fn([['root', 'TreeNode']]);
    const line = 'The tree has between 1 and 3 nodes.';
    expect(faults(tree, line, '[1,null,2,3]')).toEqual([]);
    expect(faults(tree, line, '[]')).toEqual(['1 is not <= the number of nodes of root = 0']);
    const range = 'The number of nodes in the tree is in the range [0, 2].';
    expect(faults(tree, range, '[1,null,2,3]')).toHaveLength(1);
  });

  it('checks node values of a list', () => {
    const list = fn([['head', 'ListNode']]);
    expect(faults(list, '-100 <= Node.val <= 100', '[1,-100,100]')).toEqual([]);
    expect(faults(list, '-100 <= Node.val <= 100', '[1,101]')).toEqual([
      'Node.val = 101 is not <= 100',
    ]);
  });

  it('reads "is one of" lines: quoted values, numbers and kinds of value', () => {
    const grid = fn([['grid', 'integer[][]']]);
    expect(faults(grid, 'grid[i][j] is 0, 1 or 2.', '[[0,1],[2,2]]')).toEqual([]);
    expect(faults(grid, 'grid[i][j] is 0, 1 or 2.', '[[0,3]]')).toEqual([
      'at i = 0, j = 1: grid[i][j] = 3 is not 0, 1 or 2',
    ]);
    const tokens = fn([['tokens', 'string[]']]);
    const line = 'tokens[i] is "+", "-", "*", "/" or an integer in the range [-200, 200].';
    expect(faults(tokens, line, '["2","-200","+"]')).toEqual([]);
    expect(faults(tokens, line, '["201"]')).toHaveLength(1);
  });

  it('counts the calls of a class-design case and checks each call’s arguments', () => {
    const stack: Signature = {
      kind: 'class',
      className: 'MinStack',
      constructorParams: [],
      methods: [
        { name: 'push', params: [{ name: 'val', type: 'integer' }], return: { type: 'void' } },
        { name: 'pop', params: [], return: { type: 'void' } },
      ],
    };
    const calls = 'At most 2 calls are made in total.';
    expect(faults(stack, calls, '["MinStack","push","pop"]\n[[],[1],[]]')).toEqual([]);
    expect(faults(stack, calls, '["MinStack","push","push","pop"]\n[[],[1],[2],[]]')).toEqual([
      '3 calls to push, pop, more than 2',
    ]);
    const range = '-10 <= val <= 10';
    expect(faults(stack, range, '["MinStack","push","push"]\n[[],[1],[11]]')).toEqual([
      'call 2 (push): val = 11 is not <= 10',
    ]);
  });

  it('checks the answer when the case has one', () => {
    const line = 'The answer fits in a 32-bit signed integer.';
    expect(faults(nums, line, '[1]', { output: '2147483647' })).toEqual([]);
    expect(faults(nums, line, '[1]', { output: '2147483648' })).toHaveLength(1);
    expect(faults(nums, line, '[1]')).toEqual([]);
  });

  it('reads a sum written with an ellipsis, for a stdio problem with a reader', () => {
    const module: ConstraintModule = {
      stdio: {
        names: ['n', 'm', 'h'],
        read: (input) => {
          const [first, second] = input.split('\n');
          const [n, m] = first!.split(' ').map(BigInt);
          return { global: { n: n!, m: m!, h: second!.split(' ').map(BigInt) } };
        },
      },
    };
    const line = '1 <= m <= h[0] + h[1] + ... + h[n-1]';
    expect(faults({ kind: 'stdio' }, line, '2 5\n2 3', { module })).toEqual([]);
    expect(faults({ kind: 'stdio' }, line, '2 6\n2 3', { module })).toEqual([
      'm = 6 is not <= sum(h[i]) = 5',
    ]);
  });

  it('joins chains with "and", and leaves remarks in parentheses out', () => {
    const ab = fn([
      ['a', 'integer'],
      ['b', 'integer'],
    ]);
    expect(faults(ab, '1 <= a, b <= 5 and a != b', '1\n2')).toEqual([]);
    expect(faults(ab, '1 <= a, b <= 5 and a != b', '2\n2')).toEqual(['a = 2 is not != b = 2']);
    const n = fn([['n', 'uint32']]);
    expect(faults(n, '0 <= n <= 2^32 - 1 (n is an unsigned 32-bit integer)', '4294967295')).toEqual(
      [],
    );
  });

  it('reads no line it does not understand, and says why', () => {
    const validator = constraintValidator({
      signature: nums,
      constraints: ['Exactly one pair of indices adds up to target.', '0 <= k <= 5'],
    });
    expect(validator.lines.map((line) => line.by)).toEqual(['none', 'none']);
    expect(validator.lines[1]).toMatchObject({ reason: 'names k, which the input does not give' });
  });

  it('runs a module’s promise for the line it names, and flags lines the module wrongly claims', () => {
    const module: ConstraintModule = {
      promises: {
        'The sum is even.': ({ values }) =>
          (values.nums as bigint[]).reduce((a, b) => a + b, 0n) % 2n === 0n ? null : 'odd sum',
        '1 <= nums.length': () => null,
        'A line the problem lacks.': () => null,
      },
    };
    const validator = constraintValidator(
      { signature: nums, constraints: ['The sum is even.', '1 <= nums.length'] },
      module,
    );
    expect(validator.validate({ input: '[1,2]' })).toEqual([
      { line: 'The sum is even.', fault: 'odd sum' },
    ]);
    expect(validator.moduleProblems).toEqual([
      '"1 <= nums.length": the reader checks this line; the module need not',
      '"A line the problem lacks.": not a constraint line of the problem',
    ]);
  });
});
