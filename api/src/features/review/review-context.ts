import type { ProblemFull, Testcase } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { findProblemFull } from '../problem-details/index.ts';
import { listTestcases } from '../testcases/index.ts';

/** The problem a review is about: statement, signature and the public cases (never hidden ones). */
export interface ReviewProblem extends ProblemFull {
  publicCases: Testcase[];
}

/** The published problem with its public cases, or null when there is no such problem. */
export async function loadReviewProblem(
  db: Db,
  problemId: string | undefined,
): Promise<ReviewProblem | null> {
  if (!problemId) return null;
  const full = await findProblemFull(db, problemId);
  if (!full) return null;
  const publicCases = await listTestcases(db, problemId, { includeHidden: false });
  return { ...full, publicCases };
}
