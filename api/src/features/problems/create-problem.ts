import type {
  ProblemExportItem,
  ReferenceSolutions,
  Signature,
  TestcaseInput,
} from '@zencode/shared/contract';
import { defaultLimits, messages } from '@zencode/shared/contract';
import { problemIdPattern, problemSlug } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { ConflictError } from '../../errors.ts';
import { starterCodeFor } from './starter-code.ts';
import { assertCasesFit } from './assert-cases-fit.ts';
import type { CasesTable } from './problem-revision.ts';

/** What creating a problem takes: the dialog's fields, the judge fields, cases and references. */
export type NewProblemInput = ProblemExportItem;

const maxSlugLength = 80;

/** Serialises choosing ids and names of problems until the transaction ends. */
export async function lockProblemNames(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('zencode:problem-ids'))`.execute(trx);
}

/**
 * A free problem id: `preferred` (an export's originalId) when it is a valid, unused slug, else
 * the slug of the name, with -2, -3, ... when taken (deleted problems keep their ids).
 */
export async function uniqueProblemId(db: Db, name: string, preferred?: string): Promise<string> {
  const taken = async (id: string) =>
    (await db.selectFrom('problems').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  if (preferred && problemIdPattern.test(preferred) && !(await taken(preferred))) return preferred;
  const base = problemSlug(name).slice(0, maxSlugLength).replace(/-+$/, '') || 'problem';
  let candidate = base;
  for (let suffix = 2; await taken(candidate); suffix += 1) candidate = `${base}-${suffix}`;
  return candidate;
}

/** Inserts a problem's cases at positions 0..n-1 after `start`, in slices (parameter limit). */
export async function insertTestcases(
  db: Db,
  problemId: string,
  cases: readonly TestcaseInput[],
  start = 0,
  table: CasesTable = 'testcases',
): Promise<void> {
  const rows = cases.map((testcase, index) => ({
    problem_id: problemId,
    input: testcase.input,
    output: testcase.output,
    is_public: testcase.isPublic ?? false,
    position: start + index,
  }));
  for (let from = 0; from < rows.length; from += 1000) {
    await db
      .insertInto(table)
      .values(rows.slice(from, from + 1000))
      .execute();
  }
}

/** 409 when another problem (not deleted) has this name, regardless of case. */
export async function assertNameFree(
  db: Db,
  name: string,
  options: { except?: string; where?: string } = {},
): Promise<void> {
  let query = db
    .selectFrom('problems')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name.trim()})`)
    .where('status', '<>', 'deleted');
  if (options.except) query = query.where('id', '<>', options.except);
  if (await query.executeTakeFirst()) {
    const where = options.where ? `${options.where}: ` : '';
    throw new ConflictError(where + messages.problemExists);
  }
}

/**
 * Creates a draft problem with its details, cases and reference solutions; returns its id. Call
 * inside a transaction: ids and names are checked under a lock so concurrent creates never
 * collide. `where` names the problem in errors ("Problem 2"): a case that does not fit the
 * signature is a 400 naming the case, a name in use a 409.
 */
export async function createProblem(
  trx: Db,
  input: NewProblemInput,
  where?: string,
): Promise<string> {
  const signature: Signature = input.signature ?? { kind: 'stdio' };
  const testcases = input.testcases ?? [];
  assertCasesFit(signature, testcases, (index) =>
    where ? `${where}, case ${index + 1}` : `Case ${index + 1}`,
  );
  await lockProblemNames(trx);
  await assertNameFree(trx, input.name, { where });
  const id = await uniqueProblemId(trx, input.name, input.originalId);
  const { last } = await trx
    .selectFrom('problems')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('problems')
    .values({
      id,
      name: input.name,
      statement: input.statement,
      code: input.code,
      difficulty: input.difficulty,
      tags: input.tags ?? [],
      position: (last ?? 0) + 1,
      status: 'draft',
    })
    .execute();
  const referenceSolution: ReferenceSolutions = input.referenceSolution ?? {};
  await trx
    .insertInto('problem_details')
    .values({
      problem_id: id,
      constraints: JSON.stringify(input.constraints ?? []),
      examples: JSON.stringify(input.examples ?? []),
      signature: JSON.stringify(signature),
      checker: input.checker ?? 'exact',
      limits: JSON.stringify(input.limits ?? defaultLimits),
      boilerplate: JSON.stringify(starterCodeFor(signature, input.code)),
      harness: JSON.stringify({}),
      reference_solution: JSON.stringify(referenceSolution),
    })
    .execute();
  await insertTestcases(trx, id, testcases);
  return id;
}
