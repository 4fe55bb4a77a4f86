import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CaseValue } from './case-value.tsx';
import type { CustomTestcase } from './custom-testcases.ts';
import { DiffersNote } from './run-case-row.tsx';

/**
 * A saved custom case: its input (named), its last result with the reference's answer and whether
 * they differ, Replay, Edit and Delete.
 */
export function CustomCaseView({
  testcase,
  namedInput,
  onEdit,
  onDelete,
  replayButton,
}: {
  testcase: CustomTestcase;
  namedInput: string;
  onEdit: () => void;
  onDelete: () => void;
  replayButton?: ReactNode;
}) {
  const { result } = testcase;
  return (
    <div className="space-y-3">
      <CaseValue label="Input" value={namedInput} testId="custom-input" />
      {result && (
        <CaseValue
          label={result.verdict === 'Error' ? 'Error' : 'Output'}
          value={result.verdict === 'Error' ? (result.error ?? '') : result.output}
          tone={result.verdict === 'Error' ? 'error' : 'default'}
        />
      )}
      {result && result.verdict !== 'Error' && result.expected !== undefined && (
        <CaseValue label="Expected output" value={result.expected} testId="custom-expected" />
      )}
      {result?.verdict === 'Custom' && result.matchesExpected === false && <DiffersNote />}
      <div className="flex flex-wrap gap-2">
        {replayButton}
        <Button size="sm" variant="outline" onClick={onEdit}>
          <PencilIcon /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-muted-foreground hover:text-hard"
          onClick={onDelete}
        >
          <Trash2Icon /> Delete
        </Button>
      </div>
    </div>
  );
}
