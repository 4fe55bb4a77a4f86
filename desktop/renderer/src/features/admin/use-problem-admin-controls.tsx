import type { Problem } from '@zencode/shared/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { AddProblemButtons } from './add-problem-buttons.tsx';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';
import { DeleteProblemDialog } from './delete-problem-dialog.tsx';
import { ProblemFormDialog } from './problem-form-dialog.tsx';

export interface ProblemAdminControls {
  isAdmin: boolean;
  /** 'Add Problem' and 'Upload Multiple', or null for everybody else. */
  toolbar: ReactNode;
  /** Edit and Delete for one problem, or undefined for everybody else. */
  renderActions: ((problem: Problem) => ReactNode) | undefined;
  /** The dialogs; render once on the page. */
  dialogs: ReactNode;
}

/** Edit and Delete as small icon buttons beside a problem. */
export function ProblemActionButtons({
  problem,
  onEdit,
  onDelete,
}: {
  problem: Problem;
  onEdit: (problem: Problem) => void;
  onDelete: (problem: Problem) => void;
}) {
  return (
    <div className="flex items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:text-foreground"
        aria-label={`Edit ${problem.name}`}
        title="Edit"
        onClick={() => onEdit(problem)}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Delete ${problem.name}`}
        title="Delete"
        onClick={() => onDelete(problem)}
      >
        <Trash2Icon />
      </Button>
    </div>
  );
}

/**
 * The admin parts of a problem list (spec section 2): for admins, Add Problem and Upload Multiple,
 * Edit and Delete per problem, and their dialogs; nothing for anybody else.
 */
export function useProblemAdminControls(): ProblemAdminControls {
  const auth = useAuth();
  const isAdmin = auth.status === 'authenticated' && auth.user.role === 'admin';
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Problem | null>(null);
  const [deleting, setDeleting] = useState<Problem | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const edit = useCallback((problem: Problem) => {
    setEditing(problem);
    setFormOpen(true);
  }, []);
  const renderActions = useCallback(
    (problem: Problem) => (
      <ProblemActionButtons problem={problem} onEdit={edit} onDelete={setDeleting} />
    ),
    [edit],
  );

  if (!isAdmin) return { isAdmin, toolbar: null, renderActions: undefined, dialogs: null };
  return {
    isAdmin,
    toolbar: (
      <div className="flex flex-wrap gap-2">
        <AddProblemButtons
          onUpload={() => setUploadOpen(true)}
          onAdd={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        />
      </div>
    ),
    renderActions,
    dialogs: (
      <>
        <ProblemFormDialog open={formOpen} onOpenChange={setFormOpen} problem={editing} />
        <DeleteProblemDialog problem={deleting} onOpenChange={() => setDeleting(null)} />
        <BulkUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      </>
    ),
  };
}
