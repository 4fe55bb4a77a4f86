import type { Problem } from '@zencode/shared/contract';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';
import { DeleteProblemDialog } from './delete-problem-dialog.tsx';
import { ProblemFormDialog } from './problem-form-dialog.tsx';

export interface ProblemDialogs {
  /** Opens the form empty, to add a problem. */
  add: () => void;
  /** Opens the form on a problem, to edit it. */
  edit: (problem: Problem) => void;
  /** Asks whether to delete a problem. */
  remove: (problem: Problem) => void;
  /** Opens Upload Multiple. */
  upload: () => void;
  /** The dialogs; render once on the page. */
  dialogs: ReactNode;
}

/**
 * The admin's problem dialogs (add or edit, delete, upload multiple) and which one is open, for the
 * dashboard and the problem list alike. `onCreated` hears of a problem the form has just added.
 */
export function useProblemDialogs(onCreated?: (problem: Problem) => void): ProblemDialogs {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Problem | null>(null);
  const [deleting, setDeleting] = useState<Problem | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const open = useCallback((problem: Problem | null) => {
    setEditing(problem);
    setFormOpen(true);
  }, []);
  const actions = useMemo(
    () => ({
      add: () => open(null),
      edit: (problem: Problem) => open(problem),
      remove: setDeleting,
      upload: () => setUploadOpen(true),
    }),
    [open],
  );

  return {
    ...actions,
    dialogs: (
      <>
        <ProblemFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          problem={editing}
          onSaved={(saved) => {
            if (!editing) onCreated?.(saved);
          }}
        />
        <DeleteProblemDialog problem={deleting} onOpenChange={() => setDeleting(null)} />
        <BulkUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      </>
    ),
  };
}
