import type { Signature, Testcase } from '@zencode/shared/contract';
import type { Dispatch } from 'react';
import type { OnReplay } from '@/features/replay/index.ts';
import type { TestcasePanelAction, TestcasePanelState } from './custom-testcases.ts';
import { PaneTabs } from './pane-tabs.tsx';
import { type LatestResult, ResultsView } from './results-view.tsx';
import { TestcasesView } from './testcases-view.tsx';

export type BottomTab = 'testcases' | 'results';

/** The panel under the editor: Testcases (public, custom, add) and Results. */
export function BottomPanel({
  tab,
  onTabChange,
  publicCases,
  signature,
  testcases,
  dispatch,
  latest,
  onUseTestcase,
  onReplay,
}: {
  tab: BottomTab;
  onTabChange: (tab: BottomTab) => void;
  publicCases: Testcase[];
  signature: Signature;
  testcases: TestcasePanelState;
  dispatch: Dispatch<TestcasePanelAction>;
  latest: LatestResult;
  /** Copies a judged case's input into a new custom case. */
  onUseTestcase: (input: string) => void;
  /** Opens a Replay of the editor's code on a case. */
  onReplay: OnReplay;
}) {
  return (
    <PaneTabs
      value={tab}
      onChange={onTabChange}
      scroll="both"
      tabs={[
        {
          value: 'testcases',
          label: 'Testcases',
          content: (
            <TestcasesView
              publicCases={publicCases}
              signature={signature}
              state={testcases}
              dispatch={dispatch}
              onReplay={onReplay}
            />
          ),
        },
        {
          value: 'results',
          label: 'Results',
          content: (
            <ResultsView
              latest={latest}
              signature={signature}
              onUseTestcase={onUseTestcase}
              onReplay={onReplay}
            />
          ),
        },
      ]}
    />
  );
}
