import type { Testcase } from '@zencode/shared/contract';
import type { Db, TestcaseRow } from '../../db/index.ts';

const columns = ['id', 'problem_id', 'input', 'output', 'is_public', 'position'] as const;

function toTestcase(row: Pick<TestcaseRow, (typeof columns)[number]>): Testcase {
  return {
    _id: row.id,
    problemId: row.problem_id,
    input: row.input,
    output: row.output,
    isPublic: row.is_public,
    position: row.position,
  };
}

/**
 * Test cases in order: one problem's (or, without a problem id, every problem's); hidden ones
 * only when asked for (admins, the judge).
 */
export async function listTestcases(
  db: Db,
  problemId: string | undefined,
  options: { includeHidden: boolean },
): Promise<Testcase[]> {
  let query = db.selectFrom('testcases').select(columns);
  if (problemId !== undefined) query = query.where('problem_id', '=', problemId);
  if (!options.includeHidden) query = query.where('is_public', '=', true);
  const rows = await query.orderBy('problem_id').orderBy('position').orderBy('id').execute();
  return rows.map(toTestcase);
}

/** Test case ids are uuids; anything else cannot exist (and must not reach a uuid cast). */
export const testcaseIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One test case by its uuid with its problem's status, or undefined. */
export async function findTestcase(
  db: Db,
  id: string,
): Promise<{ testcase: Testcase; problemStatus: string } | undefined> {
  if (!testcaseIdPattern.test(id)) return undefined;
  const row = await db
    .selectFrom('testcases as t')
    .innerJoin('problems as p', 'p.id', 't.problem_id')
    .select(['t.id', 't.problem_id', 't.input', 't.output', 't.is_public', 't.position'])
    .select('p.status')
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row && { testcase: toTestcase(row), problemStatus: row.status };
}
