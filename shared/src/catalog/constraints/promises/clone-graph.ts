import type { ConstraintModule } from '../constraint-module.ts';
import { rows } from '../promise-kit.ts';

/** The graph is written as its adjacency list: node i + 1's neighbours at index i. */
export const cloneGraph: ConstraintModule = {
  promises: {
    // Node values are the positions 1..n of the adjacency list, so they are unique by form.
    '1 <= Node.val <= 100, and Node.val is unique for each node.': ({ values }) => {
      const nodes = rows(values.node).length;
      return nodes <= 100 ? null : `the graph has ${nodes} nodes, so a value above 100`;
    },
    'No node is its own neighbour and no edge is listed twice.': ({ values }) => {
      for (const [index, neighbours] of rows(values.node).entries()) {
        if (neighbours.includes(index + 1)) return `node ${index + 1} is its own neighbour`;
        if (new Set(neighbours).size !== neighbours.length)
          return `node ${index + 1} lists a neighbour twice`;
      }
      return null;
    },
    'The graph is undirected and connected.': ({ values }) => {
      const adjacency = rows(values.node);
      for (const [index, neighbours] of adjacency.entries())
        for (const other of neighbours)
          if (!adjacency[other - 1]?.includes(index + 1))
            return `node ${index + 1} lists ${other}, but ${other} does not list ${index + 1}`;
      if (adjacency.length === 0) return null;
      const seen = new Set([1]);
      const queue = [1];
      while (queue.length > 0) {
        for (const next of adjacency[queue.pop()! - 1]!) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      return seen.size === adjacency.length
        ? null
        : `only ${seen.size} of ${adjacency.length} nodes are reached from node 1`;
    },
  },
};
