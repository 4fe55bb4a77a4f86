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
