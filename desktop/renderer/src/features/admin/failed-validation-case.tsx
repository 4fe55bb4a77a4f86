import type { ValidationResult } from '@zencode/shared/contract';

type ValidatedCase = ValidationResult['languages'][number]['cases'][number];

/** A case the reference failed: expected and answered outputs, and its error. */
export function FailedValidationCase({ testcase }: { testcase: ValidatedCase }) {
  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/40 p-3 text-sm">
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
  );
}
