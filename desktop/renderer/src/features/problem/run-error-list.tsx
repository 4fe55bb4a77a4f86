import { CaseValue } from './case-value.tsx';
import { caseLabel, type RunCaseErrors } from './run-case-error.ts';

/**
 * A run's errors in full: `runError` when no case ran (the compiler's or the runner's), else each
 * distinct case error once (`All cases` when every failing case had the same one).
 */
export function RunErrorList({
  errors: { errors, distinctErrors },
  runError,
}: {
  errors: RunCaseErrors;
  runError: string | null;
}) {
  if (distinctErrors.length === 0 && !runError) return null;
  return (
    <section className="space-y-2" aria-label="Errors" data-testid="error-list">
      <h3 className="text-sm font-semibold text-hard">Errors</h3>
      {runError ? (
        <CaseValue label="Message" value={runError} tone="error" />
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
  );
}
