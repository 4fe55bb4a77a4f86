import { describe, expect, it } from 'vitest';
import { selectionAfterDelete } from './testcase-selection.ts';

describe('selectionAfterDelete', () => {
  it('moves to public case 1 when the selected custom case is deleted', () => {
    expect(selectionAfterDelete({ kind: 'custom', index: 2 }, 2)).toEqual({
      kind: 'public',
      index: 0,
    });
  });

  it('shifts the index when an earlier custom case is deleted', () => {
    expect(selectionAfterDelete({ kind: 'custom', index: 2 }, 0)).toEqual({
      kind: 'custom',
      index: 1,
    });
  });

  it('keeps the selection when a later custom case is deleted', () => {
    expect(selectionAfterDelete({ kind: 'custom', index: 1 }, 3)).toEqual({
      kind: 'custom',
      index: 1,
    });
  });

  it('keeps a public or add selection', () => {
    expect(selectionAfterDelete({ kind: 'public', index: 2 }, 0)).toEqual({
      kind: 'public',
      index: 2,
    });
    expect(selectionAfterDelete({ kind: 'add' }, 0)).toEqual({ kind: 'add' });
  });
});
