import type { ConstraintModule } from '../constraint-module.ts';
import { rows } from '../promise-kit.ts';

export const insertInterval: ConstraintModule = {
  names: {
    starti: 'intervals[i][0]',
    endi: 'intervals[i][1]',
    start: 'newInterval[0]',
    end: 'newInterval[1]',
  },
  promises: {
    'intervals is sorted by starti in ascending order and has no overlapping intervals.': ({
      values,
    }) => {
      const intervals = rows(values.intervals);
      for (let index = 1; index < intervals.length; index++)
        if (intervals[index]![0]! <= intervals[index - 1]![1]!)
          return `intervals[${index}] starts before intervals[${index - 1}] ends`;
      return null;
    },
  },
};
