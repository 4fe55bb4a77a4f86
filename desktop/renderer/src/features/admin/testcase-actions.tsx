import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** A case's buttons: move up, move down, edit (opens or closes the editor) and delete. */
export function TestcaseActions({
  number,
  isFirst,
  isLast,
  busy,
  onMove,
  onToggleEdit,
  onDelete,
}: {
  number: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (offset: -1 | 1) => void;
  onToggleEdit: () => void;
  onDelete: () => void;
}) {
  const icon = (
    label: string,
    disabled: boolean,
    onClick: () => void,
    child: ReactNode,
    className = 'size-8',
  ) => (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {child}
    </Button>
  );
  return (
    <div className="ml-auto flex items-center gap-0.5">
      {icon(`Move case ${number} up`, isFirst || busy, () => onMove(-1), <ArrowUpIcon />)}
      {icon(`Move case ${number} down`, isLast || busy, () => onMove(1), <ArrowDownIcon />)}
      {icon(`Edit case ${number}`, busy, onToggleEdit, <PencilIcon />)}
      {icon(
        `Delete case ${number}`,
        busy,
        onDelete,
        <Trash2Icon />,
        'size-8 hover:text-destructive',
      )}
    </div>
  );
}
