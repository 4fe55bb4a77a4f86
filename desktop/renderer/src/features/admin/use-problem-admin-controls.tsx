import type { Problem } from '@zencode/shared/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { AddProblemButtons } from './add-problem-buttons.tsx';
import { useProblemDialogs } from './use-problem-dialogs.tsx';

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
 * The admin parts of a problem list: for admins, Add Problem and Upload Multiple,
 * Edit and Delete per problem, and their dialogs; nothing for anybody else.
 */
export function useProblemAdminControls(): ProblemAdminControls {
  const auth = useAuth();
  const isAdmin = auth.status === 'authenticated' && auth.user.role === 'admin';
  const { add, edit, remove, upload, dialogs } = useProblemDialogs();
  const renderActions = useCallback(
    (problem: Problem) => (
      <ProblemActionButtons problem={problem} onEdit={edit} onDelete={remove} />
    ),
    [edit, remove],
  );

  if (!isAdmin) return { isAdmin, toolbar: null, renderActions: undefined, dialogs: null };
  return {
    isAdmin,
    toolbar: (
      <div className="flex flex-wrap gap-2">
        <AddProblemButtons onUpload={upload} onAdd={add} />
      </div>
    ),
    renderActions,
    dialogs,
  };
}
