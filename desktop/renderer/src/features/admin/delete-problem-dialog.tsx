import { messages, type Problem } from '@zencode/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { adminApi } from './admin-api.ts';
import { useReloadProblems } from './use-admin-problems.ts';

/**
 * The product's delete confirmation. A failed delete is not reported: the dialog
 * closes and the list reloads either way, showing what is true.
 */
export function DeleteProblemDialog({
  problem,
  onOpenChange,
  onDeleted,
}: {
  problem: Problem | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const reload = useReloadProblems();

  async function confirm() {
    if (!problem) return;
    setDeleting(true);
    try {
      await adminApi.deleteProblem(problem._id);
      onDeleted?.();
    } catch {
      // Not reported, by design; apiCall has logged it.
    } finally {
      await reload();
      setDeleting(false);
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={problem !== null} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" showCloseButton={false}>
        <DialogHeading title={<>Delete {problem?.name ?? 'problem'}?</>}>
          {messages.deleteProblemConfirm}
        </DialogHeading>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? messages.deleting : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
