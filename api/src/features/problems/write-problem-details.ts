import { defaultLimits } from '@zencode/shared/contract';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, ProblemDetailsTable } from '../../db/index.ts';

/** Details columns a write sets: any, and always the signature and the starter code it gives. */
export type ProblemDetailsFields = Updateable<ProblemDetailsTable> &
  Pick<Insertable<ProblemDetailsTable>, 'signature' | 'boilerplate'>;

/**
 * Writes `fields` to a problem's details: its row updated, or (when it has none) a row made whose
 * other columns start empty: no constraints, examples, harness or references; the default limits.
 */
export async function writeProblemDetails(
  trx: Db,
  problemId: string,
  fields: ProblemDetailsFields,
  hasDetails: boolean,
): Promise<void> {
  if (hasDetails) {
    await trx
      .updateTable('problem_details')
      .set({ ...fields, updated_at: sql`now()` })
      .where('problem_id', '=', problemId)
      .execute();
    return;
  }
  await trx
    .insertInto('problem_details')
    .values({
      problem_id: problemId,
      constraints: '[]',
      examples: '[]',
      limits: JSON.stringify(defaultLimits),
      harness: '{}',
      reference_solution: '{}',
      ...fields,
    })
    .execute();
}
