import { CUSTOM_CASES_MAX } from '@zencode/shared/contract';
import {
  type TestcaseSelection,
  firstPublicCase,
  selectionAfterDelete,
} from '@zencode/shared/rules';

/** A learner's own input (client only); the run fills in its result. */
export interface CustomTestcase {
  input: string;
  result?: {
    output: string;
    verdict: 'Custom' | 'Error';
    error?: string;
    /** The reference's answer to this input, when the last Run had one. */
    expected?: string;
    matchesExpected?: boolean;
  };
}

export interface TestcasePanelState {
  custom: CustomTestcase[];
  selection: TestcaseSelection;
  /** The custom case being edited and its unsaved text. */
  editing: { index: number; text: string } | null;
  /** What is typed on the "add custom case" view. */
  newInput: string;
}

export type TestcasePanelAction =
  | { type: 'select'; selection: TestcaseSelection }
  | { type: 'type-new'; text: string }
  | { type: 'add' }
  | { type: 'edit'; index: number }
  | { type: 'type-edit'; text: string }
  | { type: 'save-edit' }
  | { type: 'cancel-edit' }
  | { type: 'delete'; index: number }
  | { type: 'results'; results: (CustomTestcase['result'] | undefined)[] }
  | { type: 'reset' }
  /** The inputs kept elsewhere (the account) replace the list; results are dropped. */
  | { type: 'load'; inputs: string[] };

export const initialTestcasePanel: TestcasePanelState = {
  custom: [],
  selection: firstPublicCase,
  editing: null,
  newInput: '',
};

/** Add Testcase is enabled only when the input is not blank (and below the contract's cap). */
export function canAddCustomCase(state: TestcasePanelState): boolean {
  return state.newInput.trim() !== '' && state.custom.length < CUSTOM_CASES_MAX;
}

/** The bottom panel's case list: select, add, edit/save/cancel, delete (spec rules), results. */
export function testcasePanelReducer(
  state: TestcasePanelState,
  action: TestcasePanelAction,
): TestcasePanelState {
  switch (action.type) {
    case 'select':
      return { ...state, selection: action.selection, editing: null };
    case 'type-new':
      return { ...state, newInput: action.text };
    case 'add': {
      if (!canAddCustomCase(state)) return state;
      const custom = [...state.custom, { input: state.newInput }];
      return {
        ...state,
        custom,
        newInput: '',
        selection: { kind: 'custom', index: custom.length - 1 },
      };
    }
    case 'edit': {
      const testcase = state.custom[action.index];
      if (!testcase) return state;
      return {
        ...state,
        selection: { kind: 'custom', index: action.index },
        editing: { index: action.index, text: testcase.input },
      };
    }
    case 'type-edit':
      return state.editing ? { ...state, editing: { ...state.editing, text: action.text } } : state;
    case 'save-edit': {
      const { editing } = state;
      if (!editing || editing.text.trim() === '') return state;
      // A changed input makes the old result meaningless.
      const custom = state.custom.map((testcase, index) =>
        index === editing.index ? { input: editing.text } : testcase,
      );
      return { ...state, custom, editing: null };
    }
    case 'cancel-edit':
      return { ...state, editing: null };
    case 'delete':
      if (!state.custom[action.index]) return state;
      return {
        ...state,
        custom: state.custom.filter((_testcase, index) => index !== action.index),
        selection: selectionAfterDelete(state.selection, action.index),
        editing: null,
      };
    case 'results':
      return {
        ...state,
        custom: state.custom.map((testcase, index) => ({
          ...testcase,
          result: action.results[index],
        })),
      };
    case 'reset':
      return initialTestcasePanel;
    case 'load':
      return { ...state, custom: action.inputs.map((input) => ({ input })), editing: null };
  }
}
