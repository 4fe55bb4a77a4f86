import type { Testcase } from '@zencode/shared/contract';
import type { Db, TestcaseRow } from '../../db/index.ts';
import { casesTableOf, type CasesTable } from '../problems/index.ts';

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
 * only when asked for (admins, the judge). `editing` (admins) reads a published problem's
 * pending revision where it has one, the cases its editor changes.
 */
export async function listTestcases(
  db: Db,
  problemId: string | undefined,
  options: { includeHidden: boolean; editing?: boolean },
): Promise<Testcase[]> {
  const table: CasesTable =
    options.editing && problemId !== undefined ? await casesTableOf(db, problemId) : 'testcases';
  let query = db.selectFrom(table).select(columns);
  if (problemId !== undefined) query = query.where('problem_id', '=', problemId);
  if (!options.includeHidden) query = query.where('is_public', '=', true);
  const rows = await query.orderBy('problem_id').orderBy('position').orderBy('id').execute();
  return rows.map(toTestcase);
}

/** Test case ids are uuids; anything else cannot exist (and must not reach a uuid cast). */
export const testcaseIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One test case by its uuid with its problem's status, or undefined; with `editing` (admins), a
 * pending revision's copy of it first.
 */
export async function findTestcase(
  db: Db,
  id: string,
  options: { editing?: boolean } = {},
): Promise<{ testcase: Testcase; problemStatus: string } | undefined> {
  if (!testcaseIdPattern.test(id)) return undefined;
  if (options.editing) {
    const revised = await findIn(db, 'problem_revision_testcases', id);
    if (revised) return revised;
  }
  return findIn(db, 'testcases', id);
}

async function findIn(db: Db, table: CasesTable, id: string) {
  const row = await db
    .selectFrom(`${table} as t`)
    .innerJoin('problems as p', 'p.id', 't.problem_id')
    .select(['t.id', 't.problem_id', 't.input', 't.output', 't.is_public', 't.position'])
    .select('p.status')
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row && { testcase: toTestcase(row), problemStatus: row.status };
}
