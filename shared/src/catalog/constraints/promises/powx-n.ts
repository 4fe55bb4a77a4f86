import type { ConstraintModule } from '../constraint-module.ts';

export const powxN: ConstraintModule = {
  promises: {
    'Either x is not zero or n > 0.': ({ values }) =>
      Number(values.x) !== 0 || Number(values.n) > 0 ? null : 'x is 0 and n is not positive',
  },
};
