import { defaultLimits, messages, type ProblemUpdate } from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import { starterCodeFor } from './starter-code.ts';
import { assertCasesFit } from './assert-cases-fit.ts';
import { assertNameFree, lockProblemNames } from './create-problem.ts';
import { problemsWithDetails } from './problems-with-details.ts';

/** The editable (not deleted) problem with its signature, or 404. Locks the row for the update. */
export async function lockEditableProblem(trx: Db, id: string) {
  const row = problemIdPattern.test(id)
    ? await problemsWithDetails(trx)
        .select([
          'p.id',
          'p.code',
          'p.status',
          'd.signature',
          'd.checker',
          'd.problem_id as detailsOf',
        ])
        .where('p.id', '=', id)
        .where('p.status', '<>', 'deleted')
        .forUpdate('p')
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFoundError(messages.problemNotFound);
  return {
    ...row,
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    hasDetails: row.detailsOf !== null,
  };
}

/**
 * Applies a partial update to a problem and its details (creating the details row when missing).
 * A new signature must fit every stored case (400 naming the first that does not) and
 * regenerates the starter code; the Code Template follows it unless the update sets one.
 */
export async function updateProblem(trx: Db, id: string, patch: ProblemUpdate): Promise<void> {
  const current = await lockEditableProblem(trx, id);
  if (patch.name !== undefined) {
    await lockProblemNames(trx);
    await assertNameFree(trx, patch.name, { except: id });
  }
  const signature = patch.signature ?? current.signature;
  if (patch.signature) {
    const cases = await trx
      .selectFrom('testcases')
      .select(['input', 'output'])
      .where('problem_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    assertCasesFit(signature, cases);
  }
  const signatureChanged =
    patch.signature !== undefined &&
    JSON.stringify(patch.signature) !== JSON.stringify(current.signature);
  const code =
    patch.code ??
    (signatureChanged && signature.kind !== 'stdio'
      ? (starterCodeFor(signature).cpp ?? current.code)
      : current.code);

  const problemFields = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.statement !== undefined ? { statement: patch.statement } : {}),
    ...(patch.difficulty !== undefined ? { difficulty: patch.difficulty } : {}),
    ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
    code,
  };
  await trx
    .updateTable('problems')
    .set({ ...problemFields, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

  const detailFields = {
    ...(patch.constraints !== undefined ? { constraints: JSON.stringify(patch.constraints) } : {}),
    ...(patch.examples !== undefined ? { examples: JSON.stringify(patch.examples) } : {}),
    ...(patch.checker !== undefined ? { checker: patch.checker } : {}),
    ...(patch.limits !== undefined ? { limits: JSON.stringify(patch.limits) } : {}),
    signature: JSON.stringify(signature),
    boilerplate: JSON.stringify(starterCodeFor(signature, code)),
  };
  if (current.hasDetails) {
    await trx
      .updateTable('problem_details')
      .set({ ...detailFields, updated_at: sql`now()` })
      .where('problem_id', '=', id)
      .execute();
  } else {
    await trx
      .insertInto('problem_details')
      .values({
        problem_id: id,
        constraints: '[]',
        examples: '[]',
        limits: JSON.stringify(defaultLimits),
        harness: '{}',
        reference_solution: '{}',
        ...detailFields,
      })
      .execute();
  }
}
