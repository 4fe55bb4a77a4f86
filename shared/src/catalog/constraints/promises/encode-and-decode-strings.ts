import type { ConstraintModule } from '../constraint-module.ts';
import { texts } from '../promise-kit.ts';

export const encodeAndDecodeStrings: ConstraintModule = {
  promises: {
    'strs[i] may hold any printable ASCII character, including digits, commas and #.': ({
      values,
    }) => {
      for (const [index, item] of texts(values.strs).entries()) {
        const outside = [...item].find((char) => char < ' ' || char > '~');
        if (outside !== undefined) return `strs[${index}] holds ${JSON.stringify(outside)}`;
      }
      return null;
    },
  },
};
