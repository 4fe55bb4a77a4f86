import type { Problem } from '@zencode/shared/contract';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ProblemForm } from './problem-form.tsx';

/**
 * The product's create/edit dialog: create when no problem is given. Name, Statement and Code
 * Template are required; a failure is reported inside the dialog; the lists reload on success.
 * Clicking outside closes it and page scrolling is locked while it is open (Radix Dialog).
 */
export function ProblemFormDialog({
  open,
  onOpenChange,
  problem = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  problem?: Problem | null;
  onSaved?: (problem: Problem) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <ProblemForm
          problem={problem}
          onClose={() => onOpenChange(false)}
          onBusyChange={setBusy}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
