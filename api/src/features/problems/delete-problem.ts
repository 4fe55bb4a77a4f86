import type { Db } from '../../db/index.ts';
import { lockEditableProblem } from './lock-editable-problem.ts';

/**
 * Deletes a problem. One that learners submitted to stays as 'deleted' so their submissions,
 * heatmap and history stay whole; it is hidden everywhere and its points leave the learners'
 * scores (removing a solved_problems row releases its points, see the rank-order migration).
 * Any other problem is removed with its details and cases.
 */
export async function deleteProblem(trx: Db, id: string): Promise<'deleted' | 'removed'> {
  await lockEditableProblem(trx, id);
  const submitted = await trx
    .selectFrom('submissions')
    .select('id')
    .where('problem_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (!submitted) {
    await trx.deleteFrom('problems').where('id', '=', id).execute();
    return 'removed';
  }
  await trx.deleteFrom('solved_problems').where('problem_id', '=', id).execute();
  await trx.updateTable('problems').set({ status: 'deleted' }).where('id', '=', id).execute();
  await trx.deleteFrom('problem_revisions').where('problem_id', '=', id).execute();
  return 'deleted';
}
