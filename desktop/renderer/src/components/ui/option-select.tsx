import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/**
 * A select of a few fixed options (difficulty, language, checker, a filter), each shown by its
 * label. Name it with `id` (a FormField's label points there) or `aria-label`.
 */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  labelOf = (option) => option,
  valueText,
  id,
  'aria-label': ariaLabel,
  className,
  disabled,
  placeholder,
}: {
  /** Null shows `placeholder`: nothing is chosen until the person chooses. */
  value: T | null;
  options: readonly T[];
  onChange: (value: T) => void;
  /** How an option reads in the list (and in the trigger, unless `valueText` says otherwise). */
  labelOf?: (option: T) => string;
  /** What the trigger shows when it should read differently from the option ("All difficulties"). */
  valueText?: ReactNode;
  id?: string;
  'aria-label'?: string;
  /** Classes of the trigger (its height and width). */
  className?: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <Select value={value ?? ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={ariaLabel} className={className}>
        <SelectValue placeholder={placeholder}>
          {value === null ? undefined : valueText}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labelOf(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
