import type { Literal } from '../../../judge/literal/index.ts';
import type { ConstraintModule } from '../constraint-module.ts';
import { int } from '../promise-kit.ts';

export const linkedListCycle: ConstraintModule = {
  promises: {
    'pos is -1 or a valid index of the list.': ({ values }) => {
      const pos = int(values.pos);
      const length = ((values.head ?? []) as Literal[]).length;
      return pos === -1 || (pos >= 0 && pos < length) ? null : `pos ${pos} is not a node`;
    },
  },
};
