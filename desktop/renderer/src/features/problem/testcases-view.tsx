import type { Signature, Testcase } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput } from '@zencode/shared/rules';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { CaseValue } from './case-value.tsx';
import { CustomCaseForm } from './custom-case-form.tsx';
import {
  type TestcasePanelAction,
  type TestcasePanelState,
  canAddCustomCase,
} from './custom-testcases.ts';

function CaseChip({
  active,
  onClick,
  children,
  label,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded-md px-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active
          ? 'bg-secondary text-foreground shadow-xs ring-1 ring-border'
          : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The Testcases tab: public case n, custom case n and "add custom case" subviews. Custom cases can
 * be edited (Edit, then Save or Cancel) and deleted.
 */
export function TestcasesView({
  publicCases,
  signature,
  state,
  dispatch,
}: {
  publicCases: Testcase[];
  /** Custom inputs are checked against it; inputs show its parameter names. */
  signature: Signature;
  state: TestcasePanelState;
  dispatch: Dispatch<TestcasePanelAction>;
}) {
  const named = (input: string) => namedCaseInput(signature, displayNewlines(input));
  const { selection } = state;
  const selectedPublic = selection.kind === 'public' ? publicCases[selection.index] : undefined;
  const selectedCustom = selection.kind === 'custom' ? state.custom[selection.index] : undefined;
  const editing = selection.kind === 'custom' && state.editing?.index === selection.index;
  const inputHint = publicCases[0] ? displayNewlines(publicCases[0].input) : '';

  return (
    <div className="flex h-full flex-col gap-3 overflow-auto p-4">
      <div role="tablist" aria-label="Test cases" className="flex flex-wrap items-center gap-1.5">
        {publicCases.map((_testcase, index) => (
          <CaseChip
            key={`public-${index}`}
            active={selection.kind === 'public' && selection.index === index}
            onClick={() => dispatch({ type: 'select', selection: { kind: 'public', index } })}
          >
            Case {index + 1}
          </CaseChip>
        ))}
        {state.custom.map((_testcase, index) => (
          <CaseChip
            key={`custom-${index}`}
            active={selection.kind === 'custom' && selection.index === index}
            onClick={() => dispatch({ type: 'select', selection: { kind: 'custom', index } })}
          >
            Custom {index + 1}
          </CaseChip>
        ))}
        <CaseChip
          label="Add custom case"
          active={selection.kind === 'add'}
          onClick={() => dispatch({ type: 'select', selection: { kind: 'add' } })}
        >
          <PlusIcon className="size-3.5" />
        </CaseChip>
      </div>

      {selectedPublic && (
        <div className="space-y-3">
          <CaseValue label="Input" value={named(selectedPublic.input)} testId="public-input" />
          <CaseValue label="Expected output" value={displayNewlines(selectedPublic.output)} />
        </div>
      )}

      {selectedCustom && !editing && (
        <div className="space-y-3">
          <CaseValue label="Input" value={named(selectedCustom.input)} testId="custom-input" />
          {selectedCustom.result && (
            <CaseValue
              label={selectedCustom.result.verdict === 'Error' ? 'Error' : 'Output'}
              value={
                selectedCustom.result.verdict === 'Error'
                  ? (selectedCustom.result.error ?? '')
                  : selectedCustom.result.output
              }
              tone={selectedCustom.result.verdict === 'Error' ? 'error' : 'default'}
            />
          )}
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                selection.kind === 'custom' && dispatch({ type: 'edit', index: selection.index })
              }
            >
              <PencilIcon /> Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-muted-foreground hover:text-hard"
              onClick={() =>
                selection.kind === 'custom' && dispatch({ type: 'delete', index: selection.index })
              }
            >
              <Trash2Icon /> Delete
            </Button>
          </div>
        </div>
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
