import { useEffect, useReducer } from 'react';
import { initialTestcasePanel, testcasePanelReducer } from './custom-testcases.ts';
import { readCustomCases, writeCustomCases } from './draft-storage.ts';

/** The bottom panel's cases of a problem; its custom inputs are kept on this device like drafts. */
export function useTestcasePanel(problemId: string) {
  const [testcases, dispatch] = useReducer(testcasePanelReducer, problemId, (id) => ({
    ...initialTestcasePanel,
    custom: readCustomCases(id).map((input) => ({ input })),
  }));
  // Written when the inputs change, not when a run fills in their results.
  const customInputs = JSON.stringify(testcases.custom.map((testcase) => testcase.input));
  useEffect(() => {
    writeCustomCases(problemId, JSON.parse(customInputs) as string[]);
  }, [problemId, customInputs]);
  return [testcases, dispatch] as const;
}
