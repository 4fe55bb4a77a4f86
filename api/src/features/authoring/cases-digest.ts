import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { CasesTable } from '../problems/index.ts';

/**
 * A digest of each problem's cases (inputs with expected outputs, in no particular order),
 * computed by the database so the dashboard can tell a stale validation without reading the
 * cases. Problems without cases are absent from the map. `table`: the live cases, or those of
 * the pending revisions.
 */
export async function casesDigests(
  db: Db,
  problemIds?: string[],
  table: CasesTable = 'testcases',
): Promise<Map<string, string>> {
  if (problemIds && problemIds.length === 0) return new Map();
  let query = db
    .selectFrom(table)
    .select([
      'problem_id',
      sql<string>`md5(string_agg(md5(input) || md5(output), '' order by md5(input) || md5(output)))`.as(
        'digest',
      ),
    ])
    .groupBy('problem_id');
  if (problemIds) query = query.where('problem_id', 'in', problemIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.problem_id, row.digest]));
}
