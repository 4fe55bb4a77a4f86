import type { Signature, Testcase } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput } from '@zencode/shared/rules';
import { PlusIcon } from 'lucide-react';
import type { Dispatch } from 'react';
import { type OnReplay, ReplayButton } from '@/features/replay/index.ts';
import { CaseChips } from './case-chips.tsx';
import { CaseValue } from './case-value.tsx';
import { CustomCaseForm } from './custom-case-form.tsx';
import { CustomCaseView } from './custom-case-view.tsx';
import {
  type TestcasePanelAction,
  type TestcasePanelState,
  canAddCustomCase,
} from './custom-testcases.ts';

/**
 * The Testcases tab: public case n, custom case n and "add custom case" subviews. Custom cases can
 * be edited (Edit, then Save or Cancel) and deleted. Each saved case can be replayed.
 */
export function TestcasesView({
  publicCases,
  signature,
  state,
  dispatch,
  onReplay,
}: {
  publicCases: Testcase[];
  /** Custom inputs are checked against it; inputs show its parameter names. */
  signature: Signature;
  state: TestcasePanelState;
  dispatch: Dispatch<TestcasePanelAction>;
  onReplay: OnReplay;
}) {
  const named = (input: string) => namedCaseInput(signature, displayNewlines(input));
  const { selection } = state;
  const selectedPublic = selection.kind === 'public' ? publicCases[selection.index] : undefined;
  const selectedCustom = selection.kind === 'custom' ? state.custom[selection.index] : undefined;
  const editing = selection.kind === 'custom' && state.editing?.index === selection.index;
  const inputHint = publicCases[0] ? displayNewlines(publicCases[0].input) : '';

  return (
    <div className="flex h-full flex-col gap-3 overflow-auto p-4">
      <CaseChips
        publicCount={publicCases.length}
        customCount={state.custom.length}
        selection={selection}
        dispatch={dispatch}
      />

      {selectedPublic && (
        <div className="space-y-3">
          <CaseValue label="Input" value={named(selectedPublic.input)} testId="public-input" />
          <CaseValue label="Expected output" value={displayNewlines(selectedPublic.output)} />
          {selection.kind === 'public' && (
            <ReplayButton
              caseLabel={`Case ${selection.index + 1}`}
              onReplay={() =>
                onReplay(`Case ${selection.index + 1}`, { kind: 'public', index: selection.index })
              }
            />
          )}
        </div>
      )}

      {selectedCustom && !editing && selection.kind === 'custom' && (
        <CustomCaseView
          testcase={selectedCustom}
          namedInput={named(selectedCustom.input)}
          onEdit={() => dispatch({ type: 'edit', index: selection.index })}
          onDelete={() => dispatch({ type: 'delete', index: selection.index })}
          replayButton={
            <ReplayButton
              caseLabel={`Custom ${selection.index + 1}`}
              onReplay={() =>
                onReplay(`Custom ${selection.index + 1}`, {
                  kind: 'custom',
                  input: selectedCustom.input,
                })
              }
            />
          }
        />
      )}

      {editing && state.editing && (
        <CustomCaseForm
          label="Custom input"
          text={state.editing.text}
          signature={signature}
          onTextChange={(text) => dispatch({ type: 'type-edit', text })}
          submitLabel="Save"
          onSubmit={() => dispatch({ type: 'save-edit' })}
          onCancel={() => dispatch({ type: 'cancel-edit' })}
          autoFocus
        />
      )}

      {selection.kind === 'add' && (
        <CustomCaseForm
          label="New custom input"
          text={state.newInput}
          placeholder={inputHint ? `Input, one value per line, e.g.\n${inputHint}` : 'Input'}
          signature={signature}
          onTextChange={(text) => dispatch({ type: 'type-new', text })}
          submitLabel={
            <>
              <PlusIcon /> Add Testcase
            </>
          }
          onSubmit={() => dispatch({ type: 'add' })}
          canSubmit={canAddCustomCase(state)}
        />
      )}
    </div>
  );
}
