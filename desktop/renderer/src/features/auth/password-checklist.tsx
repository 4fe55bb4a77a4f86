import { type PasswordRequirements, passwordRequirements } from '@zencode/shared/rules';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

const requirementLabels: Record<keyof PasswordRequirements, string> = {
  length: 'At least 8 characters',
  upper: 'One uppercase letter',
  lower: 'One lowercase letter',
  digit: 'One number',
  special: 'One special character',
};

/** The live sign-up password checklist: each requirement turns green as it holds. */
export function PasswordChecklist({ password }: { password: string }) {
  const met = passwordRequirements(password);
  return (
    <ul aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
      {(Object.keys(requirementLabels) as (keyof PasswordRequirements)[]).map((key) => (
        <li
          key={key}
          data-met={met[key]}
          className={cn(
            'flex items-center gap-1.5 transition-colors',
            met[key] ? 'text-easy' : 'text-muted-foreground',
          )}
        >
          {met[key] ? (
            <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden />
          ) : (
            <CircleIcon className="size-3" aria-hidden />
          )}
          <span>{requirementLabels[key]}</span>
          <span className="sr-only">{met[key] ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
