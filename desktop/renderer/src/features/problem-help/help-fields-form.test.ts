import { describe, expect, it } from 'vitest';
import { helpFormOf, helpUpdateOf } from './help-fields-form.ts';

describe('the help editor form', () => {
  it('shows three hint boxes and reads back only the filled ones', () => {
    const form = helpFormOf({
      pattern: 'stack',
      hints: ['one', 'two'],
      similar: ['two-sum', 'min-stack'],
      editorial: null,
    });
    expect(form).toEqual({
      pattern: 'stack',
      hints: ['one', 'two', ''],
      similar: 'two-sum, min-stack',
      editorial: '',
    });
    expect(helpUpdateOf({ ...form, hints: ['  one ', '', 'three'], similar: 'a,b  c' })).toEqual({
      pattern: 'stack',
      hints: ['one', 'three'],
      similar: ['a', 'b', 'c'],
      editorial: null,
    });
    expect(helpUpdateOf({ ...form, pattern: 'none' }).pattern).toBeNull();
  });
});
