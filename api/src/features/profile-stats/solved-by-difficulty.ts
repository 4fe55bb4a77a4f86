import { DEFAULT_PROGRESS_STATS, type ProgressStats } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';

const statKey = { Easy: 'easy', Medium: 'medium', Hard: 'hard' } as const;

/** How many problems the user has solved, by difficulty (deleted problems no longer count). */
export async function solvedByDifficulty(db: Db, userId: string): Promise<ProgressStats> {
  const rows = await db
    .selectFrom('solved_problems')
    .innerJoin('problems', 'problems.id', 'solved_problems.problem_id')
    .select((eb) => ['problems.difficulty', eb.fn.countAll<number>().as('solved')])
    .where('solved_problems.user_id', '=', userId)
    .groupBy('problems.difficulty')
    .execute();
  const stats: ProgressStats = { ...DEFAULT_PROGRESS_STATS };
  for (const row of rows) stats[statKey[row.difficulty]] = Number(row.solved);
  return stats;
}
