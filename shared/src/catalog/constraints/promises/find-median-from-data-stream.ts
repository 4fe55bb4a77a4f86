import type { ConstraintModule } from '../constraint-module.ts';

export const findMedianFromDataStream: ConstraintModule = {
  promises: {
    'findMedian is only called after at least one addNum.': ({ scopes }) => {
      const first = scopes.find((call) => call.method === 'addNum' || call.method === 'findMedian');
      return first?.method === 'findMedian' ? `${first.label} comes before any addNum` : null;
    },
  },
};
