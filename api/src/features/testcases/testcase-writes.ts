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
import { insertTestcases, lockEditableProblem, assertCasesFit } from '../problems/index.ts';
import { testcaseIdPattern } from './testcase-queries.ts';

async function orderedIds(trx: Db, problemId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('testcases')
    .select('id')
    .where('problem_id', '=', problemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the order of `ids`. */
async function writeOrder(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update testcases t set position = o.ord - 1
    from unnest(${[...ids]}::uuid[]) with ordinality as o(id, ord)
    where t.id = o.id
  `.execute(trx);
}

/** The case with its problem (locked for the change), or 404. */
async function lockTestcase(trx: Db, id: string) {
  const row = testcaseIdPattern.test(id)
    ? await trx
        .selectFrom('testcases')
        .select(['id', 'problem_id', 'input', 'output'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFoundError(messages.testcaseNotFound);
  const problem = await lockEditableProblem(trx, row.problem_id).catch(() => {
    throw new NotFoundError(messages.testcaseNotFound);
  });
  return { ...row, signature: problem.signature };
}

const clampPosition = (position: number | undefined, length: number) =>
  position === undefined ? length : Math.min(position, length);

/** Adds a case at `position` (default: last); it must fit the signature (400 naming it). */
export async function createTestcase(trx: Db, input: TestcaseCreate): Promise<string> {
  const problem = await lockEditableProblem(trx, input.problemId);
  const ids = await orderedIds(trx, problem.id);
  const position = clampPosition(input.position, ids.length);
  assertCasesFit(problem.signature, [input], () => `Case ${position + 1}`);
  const row = await trx
    .insertInto('testcases')
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
  await writeOrder(trx, ids);
  return row.id;
}

/** Changes a case; the result must fit the signature. A new position moves it there. */
export async function updateTestcase(trx: Db, id: string, patch: TestcaseUpdate): Promise<void> {
  const current = await lockTestcase(trx, id);
  const ids = await orderedIds(trx, current.problem_id);
  const next = { input: patch.input ?? current.input, output: patch.output ?? current.output };
  assertCasesFit(current.signature, [next], () => `Case ${ids.indexOf(id) + 1}`);
  await trx
    .updateTable('testcases')
    .set({
      ...next,
      ...(patch.isPublic !== undefined ? { is_public: patch.isPublic } : {}),
    })
    .where('id', '=', id)
    .execute();
  if (patch.position !== undefined) {
    const rest = ids.filter((other) => other !== id);
    rest.splice(clampPosition(patch.position, rest.length), 0, id);
    await writeOrder(trx, rest);
  }
}

/** Removes a case; the others close the gap. */
export async function deleteTestcase(trx: Db, id: string): Promise<void> {
  const current = await lockTestcase(trx, id);
  await trx.deleteFrom('testcases').where('id', '=', id).execute();
  await writeOrder(trx, await orderedIds(trx, current.problem_id));
}

/** Puts a problem's cases in the order of `ids`, which must list each of them once. */
export async function reorderTestcases(trx: Db, problemId: string, ids: string[]): Promise<void> {
  const problem = await lockEditableProblem(trx, problemId);
  const existing = await orderedIds(trx, problem.id);
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== existing.length ||
    existing.some((id) => !wanted.has(id))
  ) {
    throw new BadRequestError(authoringMessages.testcaseOrderMismatch);
  }
  await writeOrder(trx, ids);
}

/** Adds many cases after the existing ones, or instead of them with `replace`. */
export async function uploadTestcases(
  trx: Db,
  problemId: string,
  cases: readonly TestcaseInput[],
  replace: boolean,
): Promise<void> {
  const problem = await lockEditableProblem(trx, problemId);
  if (replace) await trx.deleteFrom('testcases').where('problem_id', '=', problem.id).execute();
  const start = replace ? 0 : (await orderedIds(trx, problem.id)).length;
  assertCasesFit(problem.signature, cases, (index) => `Case ${start + index + 1}`);
  await insertTestcases(trx, problem.id, cases, start);
}
