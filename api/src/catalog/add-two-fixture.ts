import { CatalogError, readCatalog } from './read-catalog.ts';

/** The catalogue tests' problem.json: one function problem, `addTwo(a, b)`, and one example. */
export const addTwoProblem = {
  name: 'Add Two',
  difficulty: 'Easy',
  tags: ['Math'],
  order: 1,
  signature: {
    kind: 'function',
    name: 'addTwo',
    params: [
      { name: 'a', type: 'integer' },
      { name: 'b', type: 'integer' },
    ],
    return: { type: 'integer' },
  },
  examples: [{ input: 'a = 1, b = 2', output: '3' }],
  pattern: 'math-geometry',
  hints: ['What does + do?', 'Return a + b.'],
  similar: [],
};

/** The catalogue tests' editorial.md for Add Two: the three sections. */
export const addTwoEditorial = `## Idea

Add them.

## Approach

1. Return a + b.

## Complexity

- Time: O(1), one addition.
- Space: O(1), nothing stored.
`;

/**
 * Add Two's editorial in the teaching format: a slower approach shown by solutions/wrong-brute.*,
 * the references, pitfalls and a worked example ending on Example 1's answer.
 */
export const addTwoTeachingEditorial = `## Approach 1: Count up

<!-- code: wrong-brute -->

**Idea.** Start from a and step b times.

**Why it works.** Each step adds one, so after b steps we stand at a + b.

**Steps.**

1. Start at a.
2. Add one, b times.

- Time: O(b): one step per unit of b.
- Space: O(1): one counter.

## Approach 2: Add

<!-- code: reference -->

**Idea.** The machine adds in one instruction.

**Why it works.** That is what + means.

**Steps.**

1. Return a + b.

- Time: O(1): one addition.
- Space: O(1): nothing stored.

## Pitfalls

- **Counting down with a negative b.** \`while b != 0\` never ends for b < 0: add directly.
- **Concatenating.** \`str(a) + str(b)\` gives "12"; \`a + b\` gives 3.

## Worked example

1. a = 1, b = 2.
2. 1 + 2 = 3, the answer.
`;

/** The problems readCatalog reports for `root`; any other outcome fails the calling test. */
export function catalogErrorsOf(root: string): string[] {
  try {
    readCatalog(root);
  } catch (error) {
    if (error instanceof CatalogError) return error.problems;
    throw error;
  }
  throw new Error('expected the catalogue to be rejected');
}
