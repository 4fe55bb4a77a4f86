import { defaultLimits, type ProblemDetails } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';

/**
 * Problems (`p`) joined with their details (`d`). The details row is missing for a plain stdio
 * problem created by hand: read its columns through problemDetailsOf for the defaults.
 */
export function problemsWithDetails(db: Db) {
  return db.selectFrom('problems as p').leftJoin('problem_details as d', 'd.problem_id', 'p.id');
}

/** The problem's own columns, as toProblem reads them. */
export const problemColumns = [
  'p.id',
  'p.name',
  'p.statement',
  'p.code',
  'p.difficulty',
  'p.tags',
] as const;

/** The details columns that problemDetailsOf reads. */
export const problemDetailsColumns = [
  'd.constraints',
  'd.examples',
  'd.signature',
  'd.checker',
  'd.limits',
  'd.boilerplate',
] as const;

/** A problem's details from the joined row, with the defaults where it has no details row. */
export function problemDetailsOf(
  row: { id: string } & {
    [K in Exclude<keyof ProblemDetails, 'problemId'>]: ProblemDetails[K] | null;
  },
): ProblemDetails {
  return {
    problemId: row.id,
    constraints: row.constraints ?? [],
    examples: row.examples ?? [],
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    limits: row.limits ?? defaultLimits,
    boilerplate: row.boilerplate ?? {},
  };
}

/** Every problem that is not deleted (drafts too), in catalogue order. */
export async function listProblemIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('problems')
    .select('id')
    .where('status', 'in', ['draft', 'published'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
