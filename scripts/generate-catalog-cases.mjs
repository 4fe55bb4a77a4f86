#!/usr/bin/env node
// Writes api/catalog/<slug>/cases.json for the shipped problems: the inputs are listed or drawn
// from a seeded generator below, and every expected output is computed by the reference
// implementation next to them, never typed by hand. Run: node scripts/generate-catalog-cases.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const catalogDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'api', 'catalog');

/** Mulberry32: a small seeded generator, so the cases are the same on every run. */
function seeded(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)] };
}

// LeetCode's text format: JSON literals without spaces, one per parameter per line.
const literal = (value) => JSON.stringify(value);

// ---------------------------------------------------------------- two-sum
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const want = target - nums[i];
    if (seen.has(want)) return [seen.get(want), i];
    seen.set(nums[i], i);
  }
  throw new Error(`two-sum: no answer for target ${target}`);
}

/** An array with exactly one pair summing to the target (the problem guarantees it). */
function twoSumInput(rng, n, range) {
  for (;;) {
    const nums = Array.from({ length: n }, () => rng.int(-range, range));
    const i = rng.int(0, n - 1);
    let j = rng.int(0, n - 2);
    if (j >= i) j++;
    const target = nums[i] + nums[j];
    if (uniqueLarge(nums, target)) return [nums, target];
  }
}

function uniqueLarge(nums, target) {
  const counts = new Map();
  for (const value of nums) counts.set(value, (counts.get(value) ?? 0) + 1);
  let pairs = 0;
  for (const [value, count] of counts) {
    const other = target - value;
    if (other === value) pairs += (count * (count - 1)) / 2;
    else if (other > value && counts.has(other)) pairs += count * counts.get(other);
  }
  return pairs === 1;
}

function twoSumCases() {
  const rng = seeded(2);
  const publicInputs = [
    [[2, 7, 11, 15], 9],
    [[3, 2, 4], 6],
    [[3, 3], 6],
  ];
  const hiddenInputs = [
    [[1, 5], 6],
    [[-3, 4, 3, 90], 0],
    [[0, 4, 3, 0], 0],
    [[-1, -2, -3, -4, -5], -8],
    [[1000000000, -1000000000, 7], 0],
    [[5, 75, 25], 100],
    twoSumInput(rng, 20, 50),
    twoSumInput(rng, 200, 1000),
    twoSumInput(rng, 1000, 1_000_000_000),
    twoSumInput(rng, 5000, 1_000_000_000),
  ];
  const toCase = ([nums, target], isPublic) => {
    if (!uniqueLarge(nums, target)) throw new Error(`two-sum: ${target} needs exactly one pair`);
    return {
      input: `${literal(nums)}\n${target}`,
      output: literal(twoSum(nums, target)),
      public: isPublic,
    };
  };
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

// ---------------------------------------------------------------- reverse-linked-list
function reverseLinkedListCases() {
  const rng = seeded(206);
  const list = (n) => Array.from({ length: n }, () => rng.int(-5000, 5000));
  const publicInputs = [[1, 2, 3, 4, 5], [1, 2], []];
  const hiddenInputs = [
    [7],
    [0, 0, 1],
    [-5000, 5000],
    [3, 3, 3, 3],
    list(10),
    list(100),
    list(1000),
    list(5000),
    list(4999),
    [1, 2, 3, 2, 1],
  ];
  const toCase = (values, isPublic) => ({
    input: literal(values),
    output: literal([...values].reverse()),
    public: isPublic,
  });
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

// ---------------------------------------------------------------- maximum-depth-of-binary-tree
/** Depth of a tree given in LeetCode's level order (null for a missing child). */
function maxDepth(levelOrder) {
  if (levelOrder.length === 0 || levelOrder[0] === null) return 0;
  const depth = [1];
  const queue = [0];
  let best = 1;
  let next = 1;
  for (let head = 0; head < queue.length && next < levelOrder.length; head++) {
    const parent = queue[head];
    for (let side = 0; side < 2 && next < levelOrder.length; side++, next++) {
      if (levelOrder[next] === null) continue;
      depth[next] = depth[parent] + 1;
      best = Math.max(best, depth[next]);
      queue.push(next);
    }
  }
  return best;
}

/** A random tree of n nodes in level order, trailing nulls trimmed as LeetCode prints them. */
function randomTree(rng, n, leanLeft = 0.5) {
  const values = [rng.int(-100, 100)];
  let slots = 2;
  let placed = 1;
  const order = [values[0]];
  while (placed < n) {
    // Each open slot is filled with a probability that keeps the tree from growing too wide.
    const fill = rng.next() < (slots > 64 ? 0.35 : leanLeft + 0.25);
    order.push(fill ? rng.int(-100, 100) : null);
    slots--;
    if (fill) {
      placed++;
      slots += 2;
    }
    if (slots === 0) break;
  }
  while (order[order.length - 1] === null) order.pop();
  return order;
}

/** A path of n nodes going only left: [v, v, null, v, null, ...]. */
function leftPath(n) {
  const order = [1];
  for (let i = 1; i < n; i++) order.push((i % 201) - 100, null);
  while (order[order.length - 1] === null) order.pop();
  return order;
}

function maxDepthCases() {
  const rng = seeded(104);
  const publicInputs = [[3, 9, 20, null, null, 15, 7], [1, null, 2], []];
  const hiddenInputs = [
    [0],
    [1, 2],
    [1, 2, 3, 4, 5, 6, 7],
    [1, null, 2, null, 3, null, 4, null, 5],
    leftPath(500),
    randomTree(rng, 15),
    randomTree(rng, 100),
    randomTree(rng, 1000),
    randomTree(rng, 10000),
    Array.from({ length: 1023 }, (_, i) => (i % 201) - 100),
  ];
  const toCase = (tree, isPublic) => ({
    input: literal(tree),
    output: String(maxDepth(tree)),
    public: isPublic,
  });
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

// ---------------------------------------------------------------- move-zeroes
function moveZeroes(nums) {
  const kept = nums.filter((value) => value !== 0);
  return [...kept, ...Array(nums.length - kept.length).fill(0)];
}

function moveZeroesCases() {
  const rng = seeded(283);
  const mixed = (n, zeroShare) =>
    Array.from({ length: n }, () =>
      rng.next() < zeroShare ? 0 : rng.int(-2147483648, 2147483647),
    );
  const publicInputs = [[0, 1, 0, 3, 12], [0], [4, 0, 5, 0, 0, 6]];
  const hiddenInputs = [
    [1],
    [1, 2, 3],
    [0, 0, 0, 1],
    [1, 0, 0, 0],
    [-2147483648, 0, 2147483647],
    mixed(50, 0.5),
    mixed(1000, 0.1),
    mixed(10000, 0.5),
    mixed(10000, 1),
    mixed(3000, 0),
  ];
  const toCase = (nums, isPublic) => ({
    input: literal(nums),
    output: literal(moveZeroes(nums)),
    public: isPublic,
  });
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

// ---------------------------------------------------------------- min-stack
/** Replays the calls on a plain array and returns LeetCode's result list. */
function runMinStack(calls, args) {
  const stack = [];
  return calls.map((call, i) => {
    switch (call) {
      case 'MinStack':
        return null;
      case 'push':
        stack.push(args[i][0]);
        return null;
      case 'pop':
        if (stack.length === 0) throw new Error('min-stack: pop on an empty stack');
        stack.pop();
        return null;
      case 'top':
        return stack[stack.length - 1];
      case 'getMin':
        return Math.min(...stack);
      default:
        throw new Error(`min-stack: unknown call ${call}`);
    }
  });
}

/** A random valid session: pop, top and getMin only on a non-empty stack. */
function minStackSession(rng, operations, range) {
  const calls = ['MinStack'];
  const args = [[]];
  let size = 0;
  for (let i = 0; i < operations; i++) {
    const call = size === 0 ? 'push' : rng.pick(['push', 'push', 'pop', 'top', 'getMin']);
    calls.push(call);
    if (call === 'push') {
      args.push([rng.int(-range, range)]);
      size++;
    } else {
      args.push([]);
      if (call === 'pop') size--;
    }
  }
  return [calls, args];
}

function minStackCases() {
  const rng = seeded(155);
  const publicInputs = [
    [
      ['MinStack', 'push', 'push', 'push', 'getMin', 'pop', 'top', 'getMin'],
      [[], [-2], [0], [-3], [], [], [], []],
    ],
    [
      ['MinStack', 'push', 'top', 'getMin'],
      [[], [5], [], []],
    ],
    [
      ['MinStack', 'push', 'push', 'getMin', 'pop', 'getMin'],
      [[], [1], [1], [], [], []],
    ],
  ];
  const hiddenInputs = [
    [
      ['MinStack', 'push', 'push', 'push', 'getMin', 'pop', 'getMin', 'pop', 'getMin'],
      [[], [3], [2], [1], [], [], [], [], []],
    ],
    [
      ['MinStack', 'push', 'push', 'top', 'getMin'],
      [[], [-2147483648], [2147483647], [], []],
    ],
    [
      ['MinStack', 'push', 'pop', 'push', 'getMin'],
      [[], [0], [], [7], []],
    ],
    minStackSession(rng, 10, 10),
    minStackSession(rng, 50, 5),
    minStackSession(rng, 200, 1000),
    minStackSession(rng, 1000, 2147483647),
    minStackSession(rng, 5000, 100),
    minStackSession(rng, 8000, 2147483647),
    minStackSession(rng, 30000, 10),
  ];
  const toCase = ([calls, args], isPublic) => ({
    input: `${literal(calls)}\n${literal(args)}`,
    output: literal(runMinStack(calls, args)),
    public: isPublic,
  });
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

// ---------------------------------------------------------------- zen-garden-sum (stdio)
function zenGardenSumCases() {
  const rng = seeded(7);
  const stones = (n, range) => Array.from({ length: n }, () => rng.int(-range, range));
  const publicInputs = [[1, 2, 3, 4, 5], [42], [-7, 7, 10]];
  const hiddenInputs = [
    [0],
    [-1000000000],
    Array(5000).fill(1000000000),
    Array(3000).fill(-1000000000),
    stones(10, 100),
    stones(1000, 1000000),
    stones(100000, 100),
    [999999999, 1],
    stones(20000, 1000000000),
    [5, -5, 5, -5],
  ];
  const toCase = (values, isPublic) => ({
    input: `${values.length}\n${values.join(' ')}`,
    // BigInt: sums reach 10^14, beyond what the generator should trust to floats.
    output: String(values.reduce((sum, value) => sum + BigInt(value), 0n)),
    public: isPublic,
  });
  return [
    ...publicInputs.map((x) => toCase(x, true)),
    ...hiddenInputs.map((x) => toCase(x, false)),
  ];
}

const generators = {
  'two-sum': twoSumCases,
  'reverse-linked-list': reverseLinkedListCases,
  'maximum-depth-of-binary-tree': maxDepthCases,
  'move-zeroes': moveZeroesCases,
  'min-stack': minStackCases,
  'zen-garden-sum': zenGardenSumCases,
};

for (const [slug, generate] of Object.entries(generators)) {
  const cases = generate();
  writeFileSync(join(catalogDir, slug, 'cases.json'), `${JSON.stringify(cases, null, 2)}\n`);
  console.log(
    `${slug}: ${cases.filter((c) => c.public).length} public, ${cases.filter((c) => !c.public).length} hidden`,
  );
}
