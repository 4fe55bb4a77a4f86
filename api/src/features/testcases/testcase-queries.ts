import type { Testcase } from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';

/** A problem's test cases in order; hidden ones only when asked for (admins, the judge). */
export async function listTestcases(
  db: Db,
  problemId: string,
  options: { includeHidden: boolean },
): Promise<Testcase[]> {
  let query = db
    .selectFrom('testcases')
    .select(['id', 'problem_id', 'input', 'output', 'is_public', 'position'])
    .where('problem_id', '=', problemId);
  if (!options.includeHidden) query = query.where('is_public', '=', true);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    _id: row.id,
    problemId: row.problem_id,
    input: row.input,
    output: row.output,
    isPublic: row.is_public,
    position: row.position,
  }));
}
