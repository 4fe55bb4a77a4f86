import type { ConstraintModule } from '../constraint-module.ts';
import { int, rows } from '../promise-kit.ts';

export const kClosestPointsToOrigin: ConstraintModule = {
  names: { xi: 'points[i][0]', yi: 'points[i][1]' },
  promises: {
    // Unique when the k-th and the (k+1)-th smallest distances differ.
    'The answer is unique apart from its order.': ({ values }) => {
      const distances = rows(values.points)
        .map(([x, y]) => x! * x! + y! * y!)
        .sort((a, b) => a - b);
      const k = int(values.k);
      return k >= distances.length || distances[k - 1] !== distances[k]
        ? null
        : `points ${k} and ${k + 1} by distance are equally far`;
    },
  },
};
