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
