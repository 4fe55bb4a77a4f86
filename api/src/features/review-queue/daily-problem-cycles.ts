import { dailyCycleEnd, newDailyCycle, type DailyCycle } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

const readCycles = async (db: Db): Promise<DailyCycle[]> =>
  (
    await db
      .selectFrom('daily_problem_cycles')
      .select([sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'), 'problem_ids'])
      .orderBy('start_date')
      .execute()
  ).map((row) => ({ startDate: row.startDate, problemIds: row.problem_ids }));

/**
 * The fixed cycles of daily problems, grown until one holds `date`: the first starts on the first
 * date ever asked for, each next one where the last ends, with the problems published when it
 * starts. Two servers growing them at once agree (a cycle is a pure function of its start and the
 * catalogue), and the start date's key keeps one of them.
 */
export async function dailyCyclesThrough(
  db: Db,
  date: string,
  publishedIds: readonly string[],
): Promise<DailyCycle[]> {
  let cycles = await readCycles(db);
  const last = cycles.at(-1);
  if (last && date < dailyCycleEnd(last)) return cycles;
  const added: DailyCycle[] = [];
  let start = last ? dailyCycleEnd(last) : date;
  for (;;) {
    const cycle = newDailyCycle(start, publishedIds);
    added.push(cycle);
    start = dailyCycleEnd(cycle);
    if (date < start) break;
  }
  await db
    .insertInto('daily_problem_cycles')
    .values(
      added.map((cycle) => ({ start_date: cycle.startDate, problem_ids: [...cycle.problemIds] })),
    )
    .onConflict((conflict) => conflict.column('start_date').doNothing())
    .execute();
  cycles = await readCycles(db);
  return cycles;
}
