import { fillRoute, type ManagedProblem, pageRoutes } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a dashboard card or row shows. */
export interface ManagedProblemItemProps {
  problem: ManagedProblem;
  actions: ReactNode;
}

/** The link to a problem's authoring editor that a dashboard card or row is drawn in. */
export function EditorLink({
  problem,
  className,
  children,
}: {
  problem: ManagedProblem;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={fillRoute(pageRoutes.problemAuthoring, { id: problem._id })}
      data-testid="managed-problem"
      data-problem-id={problem._id}
      className={className}
    >
      {children}
    </Link>
  );
}
