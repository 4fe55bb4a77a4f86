import type { ProblemUpdate } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { codeTemplateAfter } from './code-template-after.ts';
import { lockEditableProblem } from './lock-editable-problem.ts';
import { reviseJudgeFields } from './problem-revision.ts';
import { starterCodeFor } from './starter-code.ts';
import { assertCasesFit } from './assert-cases-fit.ts';
import { assertNameFree, lockProblemNames } from './create-problem.ts';
import { writeProblemDetails } from './write-problem-details.ts';

/**
 * Applies a partial update to a problem and its details (creating the details row when missing).
 * A new signature must fit every stored case (400 naming the first that does not) and
 * regenerates the starter code; a generated Code Template follows it, one the admin wrote stays.
 * A published problem's new signature, checker or limits go into its revision instead
 * (reviseJudgeFields): learners see them once the revision is validated and published.
 */
export async function updateProblem(trx: Db, id: string, update: ProblemUpdate): Promise<void> {
  const current = await lockEditableProblem(trx, id);
  if (update.name !== undefined) {
    await lockProblemNames(trx);
    await assertNameFree(trx, update.name, { except: id });
  }
  const { signature: newSignature, checker, limits, ...liveFields } = update;
  const revised =
    current.status === 'published' &&
    (await reviseJudgeFields(trx, current, { signature: newSignature, checker, limits }));
  const patch: ProblemUpdate = revised ? liveFields : update;
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
  const code = patch.code ?? codeTemplateAfter(current.code, current.signature, signature);

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
  await writeProblemDetails(trx, id, detailFields, current.hasDetails);
}
