import { defaultLimits, type ManagedProblem } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { problemColumns, problemsWithDetails, toProblem } from '../problems/index.ts';
import { validationView } from './authoring-view.ts';
import { casesDigests } from './cases-digest.ts';

/** The dashboard's list: every problem but deleted ones, with status, case count and validation. */
export async function listManagedProblems(db: Db): Promise<ManagedProblem[]> {
  const rows = await problemsWithDetails(db)
    .select([
      ...problemColumns,
      'p.status',
      'd.signature',
      'd.checker',
      'd.limits',
      'd.reference_solution',
      'd.validation',
      sql<number>`(select count(*) from testcases t where t.problem_id = p.id)::int`.as('cases'),
    ])
    .where('p.status', 'in', ['draft', 'published'])
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const digests = await casesDigests(db);
  return rows.map((row) => {
    const view = validationView(row.validation ?? null, {
      signature: row.signature ?? { kind: 'stdio' },
      checker: row.checker ?? 'exact',
      limits: row.limits ?? defaultLimits,
      referenceSolution: row.reference_solution ?? {},
      casesDigest: digests.get(row.id) ?? '',
    });
    return {
      ...toProblem(row),
      status: row.status === 'published' ? 'published' : 'draft',
      testcaseCount: row.cases,
      validation: !view ? 'none' : !view.current ? 'stale' : view.passed ? 'passed' : 'failed',
    };
  });
}
