import type { RunCaseResult, Signature } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput } from '@zencode/shared/rules';
import { Fragment } from 'react';
import { type OnReplay, ReplayButton } from '@/features/replay/index.ts';
import { CaseValue } from './case-value.tsx';
import { ErrorVerdict } from './error-verdict.tsx';
import { caseError, caseLabel } from './run-case-error.ts';
import { differsFromExpected } from './run-headline.ts';
import { VerdictBadge } from './verdict-badge.tsx';

function Cell({ value }: { value: string | undefined }) {
  return (
    <td className="px-3 py-2.5 align-top">
      <pre className="max-h-28 max-w-64 overflow-auto font-mono text-xs whitespace-pre">
        {value === undefined ? '—' : value === '' ? ' ' : value}
      </pre>
    </td>
  );
}

/** Under a custom case's verdict when the reference answers otherwise. */
export function DiffersNote() {
  return (
    <p className="mt-1.5 max-w-40 text-xs leading-snug text-medium" data-testid="differs-note">
      differs from the expected answer
    </p>
  );
}

/** One run case as table rows: label, verdict, input, output, expected; then what it printed. */
export function RunCaseRow({
  result,
  compileError,
  signature,
  onReplay,
}: {
  result: RunCaseResult;
  compileError: string | null;
  signature: Signature;
  onReplay?: OnReplay;
}) {
  const message = caseError(result, compileError);
  const printed = result.stdout.trim() !== '' || result.stderr.trim() !== '';
  const differs = differsFromExpected(result);
  return (
    <Fragment>
      <tr data-testid="run-case" data-verdict={result.verdict} data-differs={differs || undefined}>
        <td className="space-y-2 px-3 py-2.5 align-top text-xs font-medium whitespace-nowrap">
          <div>{caseLabel(result)}</div>
          {onReplay && (
            <ReplayButton
              caseLabel={caseLabel(result)}
              onReplay={() =>
                onReplay(
                  caseLabel(result),
                  result.kind === 'public'
                    ? { kind: 'public', index: result.index }
                    : { kind: 'custom', input: result.input },
                )
              }
            />
          )}
        </td>
        <td className="px-3 py-2.5 align-top">
          {message ? (
            <ErrorVerdict message={message} reason={result.reason} />
          ) : (
            <VerdictBadge verdict={result.verdict} tone={differs ? 'differs' : undefined} />
          )}
          {differs && <DiffersNote />}
        </td>
        <Cell value={namedCaseInput(signature, displayNewlines(result.input))} />
        <Cell value={result.verdict === 'Error' ? undefined : result.output} />
        <Cell
          value={result.expected === undefined ? undefined : displayNewlines(result.expected)}
        />
      </tr>
      {printed && (
        <tr className="bg-muted/20">
          <td />
          <td colSpan={4} className="space-y-2 px-3 pb-3">
            {result.stdout.trim() !== '' && (
              <CaseValue label="Stdout" value={result.stdout} tone="muted" />
            )}
            {result.stderr.trim() !== '' && result.stderr !== message && (
              <CaseValue label="Stderr" value={result.stderr} tone="muted" />
            )}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
