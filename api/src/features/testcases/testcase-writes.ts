import {
  authoringMessages,
  messages,
  type TestcaseCreate,
  type TestcaseInput,
  type TestcaseUpdate,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import {
  assertCasesFit,
  lockWorkingCopy,
  insertTestcases,
  type CasesTable,
} from '../problems/index.ts';
import { testcaseIdPattern } from './testcase-queries.ts';

async function orderedIds(trx: Db, table: CasesTable, problemId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('problem_id', '=', problemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the order of `ids`. */
async function writeOrder(trx: Db, table: CasesTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update ${sql.table(table)} t set position = o.ord - 1
    from unnest(${[...ids]}::uuid[]) with ordinality as o(id, ord)
    where t.id = o.id
  `.execute(trx);
}

const findCase = (trx: Db, table: CasesTable, id: string) =>
  trx
    .selectFrom(table)
    .select(['id', 'problem_id', 'input', 'output'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The case with its problem (locked for the change), or 404. A published problem's case is
 * changed in its revision (opened here with the same case ids), never in the live one.
 */
async function lockTestcase(trx: Db, id: string) {
  if (!testcaseIdPattern.test(id)) throw new NotFoundError(messages.testcaseNotFound);
  const found =
    (await findCase(trx, 'problem_revision_testcases', id)) ??
    (await findCase(trx, 'testcases', id));
  if (!found) throw new NotFoundError(messages.testcaseNotFound);
  const problem = await lockWorkingCopy(trx, found.problem_id).catch(() => {
    throw new NotFoundError(messages.testcaseNotFound);
  });
  const row = await findCase(trx, problem.casesTable, id);
  if (!row) throw new NotFoundError(messages.testcaseNotFound);
  return { ...row, signature: problem.signature, table: problem.casesTable };
}

const clampPosition = (position: number | undefined, length: number) =>
  position === undefined ? length : Math.min(position, length);

/** Adds a case at `position` (default: last); it must fit the signature (400 naming it). */
export async function createTestcase(trx: Db, input: TestcaseCreate): Promise<string> {
  const problem = await lockWorkingCopy(trx, input.problemId);
  const table = problem.casesTable;
  const ids = await orderedIds(trx, table, problem.id);
  const position = clampPosition(input.position, ids.length);
  assertCasesFit(problem.signature, [input], () => `Case ${position + 1}`);
  const row = await trx
    .insertInto(table)
    .values({
      problem_id: problem.id,
      input: input.input,
      output: input.output,
      is_public: input.isPublic,
      position: ids.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.splice(position, 0, row.id);
  await writeOrder(trx, table, ids);
  return row.id;
}

/** Changes a case; the result must fit the signature. A new position moves it there. */
export async function updateTestcase(trx: Db, id: string, patch: TestcaseUpdate): Promise<void> {
  const current = await lockTestcase(trx, id);
  const ids = await orderedIds(trx, current.table, current.problem_id);
  const next = { input: patch.input ?? current.input, output: patch.output ?? current.output };
  assertCasesFit(current.signature, [next], () => `Case ${ids.indexOf(id) + 1}`);
  await trx
    .updateTable(current.table)
    .set({
      ...next,
      ...(patch.isPublic !== undefined ? { is_public: patch.isPublic } : {}),
    })
    .where('id', '=', id)
    .execute();
  if (patch.position !== undefined) {
    const rest = ids.filter((other) => other !== id);
    rest.splice(clampPosition(patch.position, rest.length), 0, id);
    await writeOrder(trx, current.table, rest);
  }
}

/** Removes a case; the others close the gap. */
export async function deleteTestcase(trx: Db, id: string): Promise<void> {
  const current = await lockTestcase(trx, id);
  await trx.deleteFrom(current.table).where('id', '=', id).execute();
  await writeOrder(trx, current.table, await orderedIds(trx, current.table, current.problem_id));
}

/** Puts a problem's cases in the order of `ids`, which must list each of them once. */
export async function reorderTestcases(trx: Db, problemId: string, ids: string[]): Promise<void> {
  const problem = await lockWorkingCopy(trx, problemId);
  const existing = await orderedIds(trx, problem.casesTable, problem.id);
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== existing.length ||
    existing.some((id) => !wanted.has(id))
  ) {
    throw new BadRequestError(authoringMessages.testcaseOrderMismatch);
  }
  await writeOrder(trx, problem.casesTable, ids);
}

/** Adds many cases after the existing ones, or instead of them with `replace`. */
export async function uploadTestcases(
  trx: Db,
  problemId: string,
  cases: readonly TestcaseInput[],
  replace: boolean,
): Promise<void> {
  const problem = await lockWorkingCopy(trx, problemId);
  const table = problem.casesTable;
  if (replace) await trx.deleteFrom(table).where('problem_id', '=', problem.id).execute();
  const start = replace ? 0 : (await orderedIds(trx, table, problem.id)).length;
  assertCasesFit(problem.signature, cases, (index) => `Case ${start + index + 1}`);
  await insertTestcases(trx, problem.id, cases, start, table);
}
