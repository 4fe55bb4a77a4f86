import type { Testcase } from '@zencode/shared/contract';
import { useState } from 'react';
import { Switch } from '@/components/ui/switch.tsx';
import { TestcaseActions } from './testcase-actions.tsx';
import { TestcaseEditForm } from './testcase-edit-form.tsx';

const shown = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}…` : text);

/** One case: its text, public or hidden, edit in place, move and delete. */
export function TestcaseItem(props: {
  testcase: Testcase;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onSave: (patch: { input: string; output: string }) => Promise<boolean>;
  onTogglePublic: (isPublic: boolean) => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { testcase, number } = props;
  const [editing, setEditing] = useState(false);
  const [input, setInput] = useState(testcase.input);
  const [output, setOutput] = useState(testcase.output);
  const textClass =
    'max-h-32 overflow-auto rounded-md bg-muted/50 px-3 py-2 font-mono text-xs whitespace-pre-wrap';

  return (
    <li className="grid gap-3 px-4 py-3" data-testid="testcase-item">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium tabular-nums">Case {number}</span>
        <label className="flex items-center gap-2 text-xs text-muted-foreground">
          <Switch
            checked={testcase.isPublic}
            onCheckedChange={props.onTogglePublic}
            disabled={props.busy}
            aria-label={`Case ${number} is public`}
          />
          {testcase.isPublic ? 'Public' : 'Hidden'}
        </label>
        <TestcaseActions
          number={number}
          isFirst={props.isFirst}
          isLast={props.isLast}
          busy={props.busy}
          onMove={props.onMove}
          onToggleEdit={() => setEditing((open) => !open)}
          onDelete={props.onDelete}
        />
      </div>
      {editing ? (
        <TestcaseEditForm
          number={number}
          input={input}
          output={output}
          onInput={setInput}
          onOutput={setOutput}
          busy={props.busy}
          onSave={props.onSave}
          onClose={() => setEditing(false)}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <pre className={textClass}>{shown(testcase.input)}</pre>
          <pre className={textClass}>{shown(testcase.output)}</pre>
        </div>
      )}
    </li>
  );
}
