import type { ValidationResult } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { cn } from '@/lib/utils.ts';
import { FailedValidationCase } from './failed-validation-case.tsx';

/** One reference language's validation: cases passed, errors, and the first failing cases. */
export function LanguageValidation({ result }: { result: ValidationResult['languages'][number] }) {
  const failed = result.cases.filter((testcase) => testcase.verdict !== 'Passed');
  return (
    <div className="grid gap-3 rounded-xl border p-4">
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
        <FailedValidationCase key={testcase.number} testcase={testcase} />
      ))}
      {failed.length > 20 && (
        <p className="text-sm text-muted-foreground">
          …and {failed.length - 20} more failing cases.
        </p>
      )}
    </div>
  );
}
