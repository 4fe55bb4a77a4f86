import type { ValidationResult } from '@zencode/shared/contract';
import { LanguageValidation } from './language-validation.tsx';
import { ValidationSummary } from './validation-summary.tsx';

/** What the latest validation found, per reference language and case. */
export function ValidationReport({ validation }: { validation: ValidationResult }) {
  return (
    <section className="grid gap-4" aria-label="Validation" data-testid="validation-report">
      <ValidationSummary validation={validation} />
      {validation.languages.map((result) => (
        <LanguageValidation key={result.language} result={result} />
      ))}
    </section>
  );
}
