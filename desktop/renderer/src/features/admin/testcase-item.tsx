import type { Testcase } from '@zencode/shared/contract';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

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
        <div className="ml-auto flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move case ${number} up`}
            disabled={props.isFirst || props.busy}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move case ${number} down`}
            disabled={props.isLast || props.busy}
            onClick={() => props.onMove(1)}
          >
            <ArrowDownIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit case ${number}`}
            disabled={props.busy}
            onClick={() => setEditing((open) => !open)}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:text-destructive"
            aria-label={`Delete case ${number}`}
            disabled={props.busy}
            onClick={props.onDelete}
          >
            <Trash2Icon />
          </Button>
        </div>
      </div>
      {editing ? (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Textarea
              aria-label={`Case ${number} input`}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              className="min-h-24 text-xs"
              spellCheck={false}
            />
            <Textarea
              aria-label={`Case ${number} output`}
              value={output}
              onChange={(e) => setOutput(e.target.value)}
              className="min-h-24 text-xs"
              spellCheck={false}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              disabled={props.busy || !input.trim() || !output.trim()}
              onClick={() =>
                void props.onSave({ input, output }).then((ok) => ok && setEditing(false))
              }
            >
              Save
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <pre className="max-h-32 overflow-auto rounded-md bg-muted/50 px-3 py-2 font-mono text-xs whitespace-pre-wrap">
            {shown(testcase.input)}
          </pre>
          <pre className="max-h-32 overflow-auto rounded-md bg-muted/50 px-3 py-2 font-mono text-xs whitespace-pre-wrap">
            {shown(testcase.output)}
          </pre>
        </div>
      )}
    </li>
  );
}
