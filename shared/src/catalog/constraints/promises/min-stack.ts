import type { ConstraintModule } from '../constraint-module.ts';

export const minStack: ConstraintModule = {
  promises: {
    'pop, top and getMin are only called when the stack is not empty.': ({ scopes }) => {
      let size = 0;
      for (const call of scopes.slice(1)) {
        if (call.method === 'push') size++;
        else if (size === 0) return `${call.label} on an empty stack`;
        else if (call.method === 'pop') size--;
      }
      return null;
    },
  },
};
