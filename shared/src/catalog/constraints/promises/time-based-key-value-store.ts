import type { ConstraintModule } from '../constraint-module.ts';
import { int } from '../promise-kit.ts';

export const timeBasedKeyValueStore: ConstraintModule = {
  promises: {
    'The timestamps of set calls are strictly increasing.': ({ scopes }) => {
      let last = -Infinity;
      for (const call of scopes.filter((scope) => scope.method === 'set')) {
        const timestamp = int(call.values.timestamp);
        if (timestamp <= last) return `${call.label}: timestamp ${timestamp} after ${last}`;
        last = timestamp;
      }
      return null;
    },
  },
};
