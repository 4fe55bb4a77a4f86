import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';

/** What the grid and the list view of problems both show. */
export interface ProblemCollectionProps {
  problems: readonly Problem[];
  solvedIds: ReadonlySet<string> | null;
  /** Each problem's place in the catalogue (numberProblems). */
  numbers?: ReadonlyMap<string, number>;
  /** An admin's Edit and Delete per problem. */
  renderActions?: (problem: Problem) => ReactNode;
}
