import type { Signature } from '@zencode/shared/contract';
import type { OnReplay } from '@/features/replay/index.ts';
import { runCaseErrors } from './run-case-error.ts';
import { RunCaseRow } from './run-case-row.tsx';
import { RunErrorList } from './run-error-list.tsx';
import { runHeadline } from './run-headline.ts';
import type { RunOutcome } from './use-run-code.ts';

/** Run results: a table of every case (Correct / Wrong / Error / Custom), then the errors in full. */
export function RunResults({
  outcome,
  signature,
  onReplay,
}: {
  outcome: RunOutcome;
  /** Inputs show its parameter names (`nums = [2,7,11,15]`). */
  signature: Signature;
  /** Replays the code on one of the cases (not when it did not compile). */
  onReplay?: OnReplay;
}) {
  const cases = outcome.response?.cases ?? [];
  const headline = runHeadline(cases);

  return (
    <div className="space-y-4 p-4" data-testid="run-results">
      {outcome.response?.ranOn && (
        <p className="text-xs text-muted-foreground">{outcome.response.ranOn}</p>
      )}
      {cases.length > 0 && (
        <p className="text-sm font-medium" data-testid="run-headline">
          {headline.publicText && (
            <span className={headline.allPublicCorrect ? 'text-easy' : 'text-hard'}>
              {headline.publicText}
            </span>
          )}
          {headline.differingText && (
            // Amber, not red: a custom case has no verdict of its own, only the reference to
            // compare with, and the learner decides which of the two is right.
            <span className="text-medium">
              {headline.publicText && ' · '}
              {headline.differingText}
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
              {cases.map((result) => (
                <RunCaseRow
                  key={`${result.kind}-${result.index}`}
                  result={result}
                  compileError={outcome.error}
                  signature={signature}
                  onReplay={outcome.response?.compileError === undefined ? onReplay : undefined}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RunErrorList
        errors={runCaseErrors(cases, outcome.error)}
        runError={cases.length === 0 ? outcome.error : null}
      />
    </div>
  );
}
