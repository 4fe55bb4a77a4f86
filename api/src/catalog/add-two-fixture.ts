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
};
