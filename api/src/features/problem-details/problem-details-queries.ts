import type { ProblemDetails, ProblemFull } from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import type { Db } from '../../db/index.ts';
import {
  listProblemIds,
  problemColumns,
  problemDetailsColumns,
  problemDetailsOf,
  problemsWithDetails,
  toProblem,
} from '../problems/index.ts';

/**
 * A published problem (or a draft too with `includeDrafts`, for admins) with its details, never
 * its test cases; or undefined. A problem without a details row (created by hand as a plain stdio
 * problem) gets the defaults.
 */
export async function findProblemFull(
  db: Db,
  id: string,
  options: { includeDrafts: boolean } = { includeDrafts: false },
): Promise<ProblemFull | undefined> {
  if (!problemIdPattern.test(id)) return undefined;
  const row = await problemsWithDetails(db)
    .select([...problemColumns, ...problemDetailsColumns])
    .where('p.id', '=', id)
    .where('p.status', 'in', options.includeDrafts ? ['draft', 'published'] : ['published'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { problem: toProblem(row), details: problemDetailsOf(row) };
}

/** Every problem's details (drafts included), in catalogue order: the admin list. */
export async function listProblemDetails(db: Db): Promise<ProblemDetails[]> {
  const details: ProblemDetails[] = [];
  for (const id of await listProblemIds(db)) {
    const full = await findProblemFull(db, id, { includeDrafts: true });
    if (full) details.push(full.details);
  }
  return details;
}
