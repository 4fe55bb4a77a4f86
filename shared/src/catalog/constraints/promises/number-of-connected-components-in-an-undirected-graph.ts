import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of an edge. */
export const numberOfConnectedComponentsInAnUndirectedGraph: ConstraintModule = {
  names: {
    a_i: 'edges[i][0]',
    b_i: 'edges[i][1]',
  },
};
