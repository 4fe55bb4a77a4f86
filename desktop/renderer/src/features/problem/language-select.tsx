import type { LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { cn } from '@/lib/utils.ts';

/** The language picker of the problem page (every language) and the compiler (all but C). */
export function LanguageSelect<Id extends LanguageId>({
  languages,
  value,
  onChange,
  className,
  disabled,
}: {
  languages: readonly Id[];
  value: Id;
  onChange: (language: Id) => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <OptionSelect
      aria-label="Language"
      value={value}
      options={languages}
      labelOf={languageLabel}
      onChange={onChange}
      className={cn('h-8 w-36 text-xs font-medium', className)}
      disabled={disabled}
    />
  );
}
