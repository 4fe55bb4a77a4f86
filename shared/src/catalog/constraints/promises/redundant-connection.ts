import type { ConstraintModule } from '../constraint-module.ts';
import { rows } from '../promise-kit.ts';

export const redundantConnection: ConstraintModule = {
  names: { a_i: 'edges[i][0]', b_i: 'edges[i][1]' },
  promises: {
    'The given graph is connected.': ({ values }) => {
      const edges = rows(values.edges);
      const parent = Array.from({ length: edges.length + 1 }, (_, node) => node);
      const root = (node: number): number => {
        while (parent[node] !== node) node = parent[node] = parent[parent[node]!]!;
        return node;
      };
      let parts = edges.length;
      for (const [a, b] of edges) {
        const [ra, rb] = [root(a!), root(b!)];
        if (ra !== rb) [parent[ra], parts] = [rb, parts - 1];
      }
      return parts === 1 ? null : `the graph falls into ${parts} parts`;
    },
  },
};
