import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

export const regularExpressionMatching: ConstraintModule = {
  promises: {
    "Every '*' in p follows a letter or a '.'.": ({ values }) => {
      const p = text(values.p);
      const at = [...p].findIndex(
        (char, index) => char === '*' && (index === 0 || p[index - 1] === '*'),
      );
      return at === -1 ? null : `p[${at}] = '*' follows no letter or '.'`;
    },
  },
};
