import type { TestcaseSelection } from '@zencode/shared/rules';
import { PlusIcon } from 'lucide-react';
import type { Dispatch } from 'react';
import { cn } from '@/lib/utils.ts';
import type { TestcasePanelAction } from './custom-testcases.ts';

function CaseChip({
  active,
  onClick,
  children,
  label,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded-md px-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active
          ? 'bg-secondary text-foreground shadow-xs ring-1 ring-border'
          : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** The case chips: public case n, custom case n, and "add custom case". */
export function CaseChips({
  publicCount,
  customCount,
  selection,
  dispatch,
}: {
  publicCount: number;
  customCount: number;
  selection: TestcaseSelection;
  dispatch: Dispatch<TestcasePanelAction>;
}) {
  return (
    <div role="tablist" aria-label="Test cases" className="flex flex-wrap items-center gap-1.5">
      {Array.from({ length: publicCount }, (_unused, index) => (
        <CaseChip
          key={`public-${index}`}
          active={selection.kind === 'public' && selection.index === index}
          onClick={() => dispatch({ type: 'select', selection: { kind: 'public', index } })}
        >
          Case {index + 1}
        </CaseChip>
      ))}
      {Array.from({ length: customCount }, (_unused, index) => (
        <CaseChip
          key={`custom-${index}`}
          active={selection.kind === 'custom' && selection.index === index}
          onClick={() => dispatch({ type: 'select', selection: { kind: 'custom', index } })}
        >
          Custom {index + 1}
        </CaseChip>
      ))}
      <CaseChip
        label="Add custom case"
        active={selection.kind === 'add'}
        onClick={() => dispatch({ type: 'select', selection: { kind: 'add' } })}
      >
        <PlusIcon className="size-3.5" />
      </CaseChip>
    </div>
  );
}
