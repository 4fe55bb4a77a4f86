import type { SubmissionCaseResult, Signature } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput, stripFilePaths } from '@zencode/shared/rules';
import { CopyPlusIcon, LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { CaseValue } from './case-value.tsx';

/** One judged case: why it was not run or is hidden, or its input, output, expected and logs. */
export function JudgedCaseDetails({
  result,
  signature,
  onUseTestcase,
}: {
  result: SubmissionCaseResult;
  signature: Signature | undefined;
  onUseTestcase: ((input: string) => void) | undefined;
}) {
  if (result.verdict === 'Not Run') {
    return (
      <p className="text-sm text-muted-foreground">
        Not run: judging stops at the first case that does not pass.
      </p>
    );
  }
  // A hidden case carries its texts only when it is the submission's first failing case.
  if (result.hidden && result.input === undefined) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LockIcon className="size-4" /> Hidden case: its input and output stay on the server.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {result.hidden && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LockIcon className="size-4" /> A hidden case, shown because it is the first that failed.
        </p>
      )}
      {result.input !== undefined && (
        <CaseValue
          label="Input"
          value={
            signature
              ? namedCaseInput(signature, displayNewlines(result.input))
              : displayNewlines(result.input)
          }
        />
      )}
      {result.input !== undefined && result.verdict !== 'Passed' && onUseTestcase && (
        <Button size="sm" variant="outline" onClick={() => onUseTestcase(result.input!)}>
          <CopyPlusIcon /> Use testcase
        </Button>
      )}
      {result.output !== undefined && <CaseValue label="Output" value={result.output} />}
      {result.expected !== undefined && (
        <CaseValue label="Expected" value={displayNewlines(result.expected)} />
      )}
      {result.stdout && <CaseValue label="Stdout" value={result.stdout} tone="muted" />}
      {result.stderr && (
        <CaseValue
          label="Stderr"
          value={stripFilePaths(result.stderr)}
          tone={result.verdict === 'Error' ? 'error' : 'muted'}
        />
      )}
    </div>
  );
}
