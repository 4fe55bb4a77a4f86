import type { ValidationResult } from '@zencode/shared/contract';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { languageLabel } from '@zencode/shared/rules';
import { cn } from '@/lib/utils.ts';

/** What the latest validation found, per reference language and case. */
export function ValidationReport({ validation }: { validation: ValidationResult }) {
  return (
    <section className="grid gap-4" aria-label="Validation" data-testid="validation-report">
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border px-4 py-3',
          validation.passed
            ? 'border-easy/30 bg-easy-soft'
            : 'border-destructive/30 bg-destructive/8',
        )}
      >
        {validation.passed ? (
          <CircleCheckIcon className="mt-0.5 size-5 text-easy" />
        ) : (
          <CircleAlertIcon className="mt-0.5 size-5 text-destructive" />
        )}
        <div className="grid gap-0.5">
          <p className="font-medium">
            {validation.passed ? 'Validation passed' : 'Validation failed'}
          </p>
          <p className="text-sm text-muted-foreground">
            {new Date(validation.validatedAt).toLocaleString()}
            {!validation.current &&
              ' · The problem changed since: validate again before publishing.'}
          </p>
        </div>
      </div>
      {validation.languages.map((result) => {
        const failed = result.cases.filter((testcase) => testcase.verdict !== 'Passed');
        return (
          <div key={result.language} className="grid gap-3 rounded-xl border p-4">
            <div className="flex items-center justify-between gap-3">
              <h4 className="font-medium">{languageLabel(result.language)}</h4>
              <span className={cn('text-sm', result.passed ? 'text-easy' : 'text-destructive')}>
                {result.cases.length - failed.length} / {result.cases.length} cases passed
              </span>
            </div>
            {result.error && <p className="text-sm text-destructive">{result.error}</p>}
            {result.compileError && (
              <pre className="max-h-48 overflow-auto rounded-md bg-muted/50 p-3 font-mono text-xs whitespace-pre-wrap text-destructive">
                {result.compileError}
              </pre>
            )}
            {result.cases.length > 0 && (
              <div className="flex flex-wrap gap-1" aria-hidden>
                {result.cases.map((testcase) => (
                  <span
                    key={testcase.number}
                    title={`Case ${testcase.number}: ${testcase.verdict}`}
                    className={cn(
                      'size-2.5 rounded-sm',
                      testcase.verdict === 'Passed' ? 'bg-easy/70' : 'bg-destructive',
                    )}
                  />
                ))}
              </div>
            )}
            {failed.slice(0, 20).map((testcase) => (
              <div
                key={testcase.number}
                className="grid gap-1.5 rounded-lg bg-muted/40 p-3 text-sm"
              >
                <p className="font-medium">
                  Case {testcase.number} ({testcase.isPublic ? 'public' : 'hidden'}):{' '}
                  <span className="text-destructive">{testcase.reason ?? testcase.verdict}</span>
                </p>
                <div className="grid gap-2 font-mono text-xs sm:grid-cols-2">
                  <div>
                    <span className="text-muted-foreground">Expected</span>
                    <pre className="whitespace-pre-wrap">{testcase.expected}</pre>
                  </div>
                  <div>
                    <span className="text-muted-foreground">Reference answered</span>
                    <pre className="whitespace-pre-wrap">{testcase.output || '—'}</pre>
                  </div>
                </div>
                {testcase.error && (
                  <pre className="font-mono text-xs whitespace-pre-wrap text-destructive">
                    {testcase.error}
                  </pre>
                )}
              </div>
            ))}
            {failed.length > 20 && (
              <p className="text-sm text-muted-foreground">
                …and {failed.length - 20} more failing cases.
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
