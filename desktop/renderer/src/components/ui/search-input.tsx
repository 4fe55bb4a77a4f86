import { SearchIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { Input } from './input.tsx';

/**
 * A search box with its magnifier, named by its placeholder. With `clearable`, a Clear button
 * stands at its end while it holds text (instead of the browser's own).
 */
export function SearchInput({
  value,
  onChange,
  label,
  compact = false,
  clearable = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The placeholder, which is also the box's accessible name. */
  label: string;
  /** The 36 px high box of a side panel instead of the page's 40 px. */
  compact?: boolean;
  clearable?: boolean;
}) {
  return (
    <div className="relative flex-1">
      <SearchIcon
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
          compact ? 'left-2.5' : 'left-3',
        )}
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-label={label}
        className={cn(
          compact ? 'h-9 pl-8' : 'h-10 pl-9',
          clearable && 'pr-9 [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {clearable && value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground"
        >
          <XIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
