import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

export const multiplyStrings: ConstraintModule = {
  promises: {
    'Neither num1 nor num2 has a leading zero, except the number 0 itself.': ({ values }) => {
      for (const name of ['num1', 'num2']) {
        const digits = text(values[name]);
        if (digits.length > 1 && digits.startsWith('0')) return `${name} has a leading zero`;
      }
      return null;
    },
  },
};
