import {
  defaultLimits,
  type CheckerId,
  type ProblemLimits,
  type ReferenceSolutions,
  type Signature,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { assertCasesFit } from './assert-cases-fit.ts';
import { codeTemplateAfter } from './code-template-after.ts';
import { lockEditableProblem } from './lock-editable-problem.ts';
import { sameValue } from './same-value.ts';
import { starterCodeFor } from './starter-code.ts';
import { writeProblemDetails } from './write-problem-details.ts';

/** The table a problem's editable cases live in: the live one, or its pending revision's. */
export type CasesTable = 'testcases' | 'problem_revision_testcases';

/** The judge fields a change to a published problem keeps in its revision. */
export interface JudgeFields {
  signature: Signature;
  checker: CheckerId;
  limits: ProblemLimits;
}

/** The problem's pending revision (its judge fields and references), or undefined when none. */
export async function findRevision(db: Db, problemId: string) {
  return db
    .selectFrom('problem_revisions')
    .select(['signature', 'checker', 'limits', 'reference_solution', 'validation', 'created_at'])
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
}

/**
 * Opens a revision of a published problem unless it has one: a copy of its live judge fields,
 * reference solutions, validation and cases (with the same case ids). Call with the problem's
 * row locked.
 */
export async function openRevision(trx: Db, problemId: string): Promise<void> {
  const opened = await sql<{ problem_id: string }>`
    insert into problem_revisions
      (problem_id, signature, checker, limits, reference_solution, validation)
    select p.id,
           coalesce(d.signature, '{"kind":"stdio"}'::jsonb),
           coalesce(d.checker, 'exact'),
           coalesce(d.limits, ${JSON.stringify(defaultLimits)}::jsonb),
           coalesce(d.reference_solution, '{}'::jsonb),
           d.validation
    from problems p left join problem_details d on d.problem_id = p.id
    where p.id = ${problemId}
    on conflict (problem_id) do nothing
    returning problem_id
  `.execute(trx);
  if (opened.rows.length === 0) return;
  await sql`
    insert into problem_revision_testcases (id, problem_id, input, output, is_public, position)
    select id, problem_id, input, output, is_public, position
    from testcases where problem_id = ${problemId}
  `.execute(trx);
}

/**
 * The problem locked for a change of its judge fields or cases, with where that change goes: a
 * draft is changed in place; a published problem in its pending revision (opened here when
 * missing), so learners keep being judged against what was validated until the revision is.
 */
export async function lockWorkingCopy(trx: Db, problemId: string) {
  const problem = await lockEditableProblem(trx, problemId);
  if (problem.status !== 'published') {
    return { ...problem, casesTable: 'testcases' as CasesTable, inRevision: false };
  }
  await openRevision(trx, problem.id);
  const revision = (await findRevision(trx, problem.id))!;
  return {
    ...problem,
    signature: revision.signature,
    checker: revision.checker,
    casesTable: 'problem_revision_testcases' as CasesTable,
    inRevision: true,
  };
}

/** Where a problem's editable cases are read from: its revision's when it has one. */
export async function casesTableOf(db: Db, problemId: string): Promise<CasesTable> {
  return (await findRevision(db, problemId)) ? 'problem_revision_testcases' : 'testcases';
}

/**
 * Puts the judge fields of an update to a published problem into its revision, when any differs
 * from the live ones or a revision is open already: then true. A new signature must fit the
 * revision's cases (400 naming the first that does not). Call with the problem's row locked.
 */
export async function reviseJudgeFields(
  trx: Db,
  live: { id: string } & JudgeFields,
  fields: Partial<JudgeFields>,
): Promise<boolean> {
  const differs = (Object.keys(fields) as (keyof JudgeFields)[]).some(
    (key) => fields[key] !== undefined && !sameValue(fields[key], live[key]),
  );
  if (!differs && !(await findRevision(trx, live.id))) return false;
  await openRevision(trx, live.id);
  if (fields.signature) {
    const cases = await trx
      .selectFrom('problem_revision_testcases')
      .select(['input', 'output'])
      .where('problem_id', '=', live.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    assertCasesFit(fields.signature, cases);
  }
  await trx
    .updateTable('problem_revisions')
    .set({
      ...(fields.signature ? { signature: JSON.stringify(fields.signature) } : {}),
      ...(fields.checker ? { checker: fields.checker } : {}),
      ...(fields.limits ? { limits: JSON.stringify(fields.limits) } : {}),
      updated_at: sql`now()`,
    })
    .where('problem_id', '=', live.id)
    .execute();
  return true;
}

/**
 * Makes the problem's revision live: its judge fields, references, validation and cases replace
 * the live ones
 * (starter code regenerated, an admin's Code Template kept) and the revision is gone. False when
 * it has none. Call with the problem's row locked; the caller checks the validation.
 */
export async function applyRevision(trx: Db, problemId: string): Promise<boolean> {
  const revision = await findRevision(trx, problemId);
  if (!revision) return false;
  const live = await lockEditableProblem(trx, problemId);
  const code = codeTemplateAfter(live.code, live.signature, revision.signature);
  await trx
    .updateTable('problems')
    .set({ code, updated_at: sql`now()` })
    .where('id', '=', problemId)
    .execute();
  const fields = {
    signature: JSON.stringify(revision.signature),
    checker: revision.checker,
    limits: JSON.stringify(revision.limits),
    reference_solution: JSON.stringify(revision.reference_solution),
    boilerplate: JSON.stringify(starterCodeFor(revision.signature, code)),
    validation: revision.validation ? JSON.stringify(revision.validation) : null,
  };
  await writeProblemDetails(trx, problemId, fields, live.hasDetails);
  await trx.deleteFrom('testcases').where('problem_id', '=', problemId).execute();
  await sql`
    insert into testcases (id, problem_id, input, output, is_public, position)
    select id, problem_id, input, output, is_public, position
    from problem_revision_testcases where problem_id = ${problemId}
  `.execute(trx);
  await trx.deleteFrom('problem_revisions').where('problem_id', '=', problemId).execute();
  return true;
}

/**
 * Sets the reference solutions an admin edits: a draft's in place; a published problem's in its
 * revision (opened here when missing), since they decide what learners' custom cases expect and
 * what a validation proves. Call with the problem's row locked and its details present.
 */
export async function writeReferences(
  trx: Db,
  problem: { id: string; status: string },
  referenceSolution: ReferenceSolutions,
): Promise<void> {
  const value = {
    reference_solution: JSON.stringify(referenceSolution),
    updated_at: sql<Date>`now()`,
  };
  if (problem.status !== 'published') {
    await trx
      .updateTable('problem_details')
      .set(value)
      .where('problem_id', '=', problem.id)
      .execute();
    return;
  }
  await openRevision(trx, problem.id);
  await trx
    .updateTable('problem_revisions')
    .set(value)
    .where('problem_id', '=', problem.id)
    .execute();
}

/** Drops the problem's revision, if any: learners' version is the admin's again. */
export async function discardRevision(trx: Db, problemId: string): Promise<void> {
  await trx.deleteFrom('problem_revisions').where('problem_id', '=', problemId).execute();
}
