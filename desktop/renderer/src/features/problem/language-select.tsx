import type { LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
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
    <Select value={value} onValueChange={(next) => onChange(next as Id)} disabled={disabled}>
      <SelectTrigger
        aria-label="Language"
        className={cn('h-8 w-36 text-xs font-medium', className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {languages.map((language) => (
          <SelectItem key={language} value={language}>
            {languageLabel(language)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
