import type { Testcase } from '@zencode/shared/contract';
import { displayNewlines } from '@zencode/shared/rules';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import { CaseValue } from './case-value.tsx';
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
  state,
  dispatch,
}: {
  publicCases: Testcase[];
  state: TestcasePanelState;
  dispatch: Dispatch<TestcasePanelAction>;
}) {
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
          <CaseValue
            label="Input"
            value={displayNewlines(selectedPublic.input)}
            testId="public-input"
          />
          <CaseValue label="Expected output" value={displayNewlines(selectedPublic.output)} />
        </div>
      )}

      {selectedCustom && !editing && (
        <div className="space-y-3">
          <CaseValue
            label="Input"
            value={displayNewlines(selectedCustom.input)}
            testId="custom-input"
          />
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
        <div className="space-y-3">
          <Textarea
            aria-label="Custom input"
            value={state.editing.text}
            onChange={(event) => dispatch({ type: 'type-edit', text: event.target.value })}
            rows={4}
            autoFocus
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={state.editing.text.trim() === ''}
              onClick={() => dispatch({ type: 'save-edit' })}
            >
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'cancel-edit' })}>
              Cancel
            </Button>
          </div>
        </div>
      )}

      {selection.kind === 'add' && (
        <div className="space-y-3">
          <Textarea
            aria-label="New custom input"
            placeholder={inputHint ? `Input, one value per line, e.g.\n${inputHint}` : 'Input'}
            value={state.newInput}
            onChange={(event) => dispatch({ type: 'type-new', text: event.target.value })}
            rows={4}
          />
          <Button
            size="sm"
            disabled={!canAddCustomCase(state)}
            onClick={() => dispatch({ type: 'add' })}
          >
            <PlusIcon /> Add Testcase
          </Button>
        </div>
      )}
    </div>
  );
}
