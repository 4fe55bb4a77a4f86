import type { ProblemDetails, ProblemFull } from '@zencode/shared/contract';
import { defaultLimits } from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';
import { problemIdPattern, toProblem } from '../problems/problem-queries.ts';

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
  const row = await db
    .selectFrom('problems as p')
    .leftJoin('problem_details as d', 'd.problem_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.statement',
      'p.code',
      'p.difficulty',
      'p.tags',
      'd.constraints',
      'd.examples',
      'd.signature',
      'd.checker',
      'd.limits',
      'd.boilerplate',
    ])
    .where('p.id', '=', id)
    .where('p.status', 'in', options.includeDrafts ? ['draft', 'published'] : ['published'])
    .executeTakeFirst();
  if (!row) return undefined;
  const details: ProblemDetails = {
    problemId: row.id,
    constraints: row.constraints ?? [],
    examples: row.examples ?? [],
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    limits: row.limits ?? defaultLimits,
    boilerplate: row.boilerplate ?? {},
  };
  return { problem: toProblem(row), details };
}

/** Every problem's details (drafts included), in catalogue order: the admin list. */
export async function listProblemDetails(db: Db): Promise<ProblemDetails[]> {
  const rows = await db
    .selectFrom('problems')
    .select('id')
    .where('status', 'in', ['draft', 'published'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const details: ProblemDetails[] = [];
  for (const row of rows) {
    const full = await findProblemFull(db, row.id, { includeDrafts: true });
    if (full) details.push(full.details);
  }
  return details;
}
