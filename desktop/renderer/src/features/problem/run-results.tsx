import type { RunCaseResult, Signature } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput, stripFilePaths } from '@zencode/shared/rules';
import { Fragment } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { CaseValue } from './case-value.tsx';
import type { RunOutcome } from './use-run-code.ts';
import { VerdictBadge } from './verdict-badge.tsx';

function caseLabel(result: RunCaseResult): string {
  return result.kind === 'public' ? `Case ${result.index + 1}` : `Custom ${result.index + 1}`;
}

/** The error of one case: its own, or the compiler's when the program did not compile. */
function caseError(result: RunCaseResult, compileError: string | null): string | null {
  if (result.verdict !== 'Error') return null;
  return stripFilePaths(result.error ?? compileError ?? result.stderr) || compileError;
}

/** An Error verdict: the message's first line is the tooltip trigger, the full text its content. */
function ErrorVerdict({ message, reason }: { message: string; reason?: string }) {
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? message;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="flex items-center gap-1.5">
        <VerdictBadge verdict="Error" />
        {reason && <span className="text-xs font-medium text-hard">{reason}</span>}
      </span>
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            tabIndex={0}
            data-testid="error-first-line"
            className="max-w-56 cursor-help truncate font-mono text-xs text-hard underline decoration-dotted underline-offset-2 outline-none"
          >
            {firstLine}
          </span>
        </TooltipTrigger>
        <TooltipContent className="max-w-xl font-mono whitespace-pre-wrap">
          {message}
        </TooltipContent>
      </Tooltip>
    </div>
  );
}

function Cell({ value }: { value: string | undefined }) {
  return (
    <td className="px-3 py-2.5 align-top">
      <pre className="max-h-28 max-w-64 overflow-auto font-mono text-xs whitespace-pre">
        {value === undefined ? '—' : value === '' ? ' ' : value}
      </pre>
    </td>
  );
}

/** Run results: a table of every case (Correct / Wrong / Error / Custom), then the errors in full. */
export function RunResults({
  outcome,
  signature,
}: {
  outcome: RunOutcome;
  /** Inputs show its parameter names (`nums = [2,7,11,15]`). */
  signature: Signature;
}) {
  const cases = outcome.response?.cases ?? [];
  const errors = cases
    .map((result) => ({ result, message: caseError(result, outcome.error) }))
    .filter((entry): entry is { result: RunCaseResult; message: string } => Boolean(entry.message));
  const distinctErrors = [...new Map(errors.map((entry) => [entry.message, entry])).values()];
  const publicCases = cases.filter((result) => result.kind === 'public');
  const correct = publicCases.filter((result) => result.verdict === 'Correct').length;

  return (
    <div className="space-y-4 p-4" data-testid="run-results">
      {outcome.response?.ranOn && (
        <p className="text-xs text-muted-foreground">{outcome.response.ranOn}</p>
      )}
      {cases.length > 0 && (
        <p className="text-sm font-medium">
          {publicCases.length > 0 && (
            <span className={correct === publicCases.length ? 'text-easy' : 'text-hard'}>
              {correct} / {publicCases.length} public cases correct
            </span>
          )}
        </p>
      )}
      {cases.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Case</th>
                <th className="px-3 py-2 font-medium">Verdict</th>
                <th className="px-3 py-2 font-medium">Input</th>
                <th className="px-3 py-2 font-medium">Output</th>
                <th className="px-3 py-2 font-medium">Expected</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {cases.map((result) => {
                const message = caseError(result, outcome.error);
                const printed = result.stdout.trim() !== '' || result.stderr.trim() !== '';
                return (
                  <Fragment key={`${result.kind}-${result.index}`}>
                    <tr data-testid="run-case" data-verdict={result.verdict}>
                      <td className="px-3 py-2.5 align-top text-xs font-medium whitespace-nowrap">
                        {caseLabel(result)}
                      </td>
                      <td className="px-3 py-2.5 align-top">
                        {message ? (
                          <ErrorVerdict message={message} reason={result.reason} />
                        ) : (
                          <VerdictBadge verdict={result.verdict} />
                        )}
                      </td>
                      <Cell value={namedCaseInput(signature, displayNewlines(result.input))} />
                      <Cell value={result.verdict === 'Error' ? undefined : result.output} />
                      <Cell
                        value={
                          result.expected === undefined
                            ? undefined
                            : displayNewlines(result.expected)
                        }
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
              })}
            </tbody>
          </table>
        </div>
      )}
      {(distinctErrors.length > 0 || (cases.length === 0 && outcome.error)) && (
        <section className="space-y-2" aria-label="Errors" data-testid="error-list">
          <h3 className="text-sm font-semibold text-hard">Errors</h3>
          {cases.length === 0 && outcome.error ? (
            <CaseValue label="Message" value={outcome.error} tone="error" />
          ) : (
            distinctErrors.map(({ result, message }) => (
              <CaseValue
                key={`${result.kind}-${result.index}`}
                label={
                  distinctErrors.length === 1 && errors.length > 1 ? 'All cases' : caseLabel(result)
                }
                value={message}
                tone="error"
              />
            ))
          )}
        </section>
      )}
    </div>
  );
}
