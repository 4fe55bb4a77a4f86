import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';

/** What a problem's card and its list row both take. */
export interface ProblemItemProps {
  problem: Problem;
  number?: number;
  /** The acceptance rate as shown (`52.4%`, or a dash). */
  acceptance?: string;
  /** An admin's Edit and Delete, beside the link. */
  actions?: ReactNode;
}
