import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

export const minimumWindowSubstring: ConstraintModule = {
  promises: {
    // For each right end, the shortest window ending there (sliding the left end); unique when
    // only one window has the least length.
    'When a window exists, the shortest one is unique.': ({ values }) => {
      const [s, t] = [text(values.s), text(values.t)];
      const need = new Map<string, number>();
      for (const char of t) need.set(char, (need.get(char) ?? 0) + 1);
      let missing = t.length;
      let left = 0;
      let best = Infinity;
      let windows = 0;
      for (let right = 0; right < s.length; right++) {
        const char = s[right]!;
        if ((need.get(char) ?? 0) > 0) missing--;
        need.set(char, (need.get(char) ?? 0) - 1);
        while (missing === 0) {
          const length = right - left + 1;
          if (length < best) [best, windows] = [length, 0];
          if (length === best) windows++;
          const out = s[left++]!;
          need.set(out, need.get(out)! + 1);
          if (need.get(out)! > 0) missing++;
        }
      }
      return windows <= 1 ? null : `${windows} windows of length ${best}`;
    },
  },
};
