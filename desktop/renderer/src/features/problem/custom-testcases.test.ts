import { CUSTOM_CASES_MAX } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  type TestcasePanelAction,
  canAddCustomCase,
  initialTestcasePanel,
  testcasePanelReducer,
} from './custom-testcases.ts';

const run = (...actions: TestcasePanelAction[]) =>
  actions.reduce(testcasePanelReducer, initialTestcasePanel);

const add = (text: string): TestcasePanelAction[] => [{ type: 'type-new', text }, { type: 'add' }];

describe('testcasePanelReducer', () => {
  it('starts on public case 1', () => {
    expect(initialTestcasePanel.selection).toEqual({ kind: 'public', index: 0 });
  });

  it('adds only a non-blank input, then selects the new case', () => {
    const blank = run({ type: 'type-new', text: '  \n ' });
    expect(canAddCustomCase(blank)).toBe(false);
    expect(testcasePanelReducer(blank, { type: 'add' })).toBe(blank);
    const added = run(...add('[1,2]\n3'));
    expect(added.custom).toEqual([{ input: '[1,2]\n3' }]);
    expect(added.selection).toEqual({ kind: 'custom', index: 0 });
    expect(added.newInput).toBe('');
  });

  it(`stops at ${CUSTOM_CASES_MAX} custom cases`, () => {
    const full = run(...Array.from({ length: CUSTOM_CASES_MAX }, (_, i) => add(`${i}`)).flat());
    expect(full.custom).toHaveLength(CUSTOM_CASES_MAX);
    expect(canAddCustomCase(testcasePanelReducer(full, { type: 'type-new', text: 'more' }))).toBe(
      false,
    );
  });

  it('edits, then saves or cancels; saving drops the stale result', () => {
    const withResult = run(...add('1'), {
      type: 'results',
      results: [{ output: '2', verdict: 'Custom' }],
    });
    const editing = testcasePanelReducer(withResult, { type: 'edit', index: 0 });
    const typed = testcasePanelReducer(editing, { type: 'type-edit', text: '5' });
    expect(testcasePanelReducer(typed, { type: 'cancel-edit' }).custom).toEqual(withResult.custom);
    const saved = testcasePanelReducer(typed, { type: 'save-edit' });
    expect(saved.custom).toEqual([{ input: '5' }]);
    expect(saved.editing).toBeNull();
  });

  it('deleting the selected case moves to public case 1; an earlier one shifts the index', () => {
    const three = run(...add('a'), ...add('b'), ...add('c'));
    expect(three.selection).toEqual({ kind: 'custom', index: 2 });
    const shifted = testcasePanelReducer(three, { type: 'delete', index: 0 });
    expect(shifted.custom.map((testcase) => testcase.input)).toEqual(['b', 'c']);
    expect(shifted.selection).toEqual({ kind: 'custom', index: 1 });
    const removed = testcasePanelReducer(shifted, { type: 'delete', index: 1 });
    expect(removed.selection).toEqual({ kind: 'public', index: 0 });
  });
});
