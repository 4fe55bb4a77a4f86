import type { ValidationResult } from '@zencode/shared/contract';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** Whether the latest validation passed, when it ran, and whether the problem changed since. */
export function ValidationSummary({ validation }: { validation: ValidationResult }) {
  return (
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
          {!validation.current && ' · The problem changed since: validate again before publishing.'}
        </p>
      </div>
    </div>
  );
}
