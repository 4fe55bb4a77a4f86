import { messages } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import type { SessionUser } from '../auth/index.ts';

/**
 * What Run and Replay judge a problem with: its signature, checker, limits and references. A
 * learner reaches published problems only; an unpublished one answers as a made-up id does.
 */
export async function judgedProblemFor(db: Db, problemId: string, user: SessionUser) {
  const problem = await db
    .selectFrom('problems')
    .innerJoin('problem_details', 'problem_details.problem_id', 'problems.id')
    .select([
      'problems.status',
      'problem_details.signature',
      'problem_details.checker',
      'problem_details.limits',
      'problem_details.reference_solution',
    ])
    .where('problems.id', '=', problemId)
    .executeTakeFirst();
  if (!problem || (problem.status !== 'published' && user.role !== 'admin'))
    throw new NotFoundError(messages.problemNotFound);
  return problem;
}
