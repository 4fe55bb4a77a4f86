import type { ReviewCard, ReviewLog } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { todayIn } from '../profile-stats/index.ts';
import { scheduleFromLog } from './review-schedule.ts';

type LogRow = {
  problem_id: string;
  rating: ReviewLog['rating'];
  reviewed_at: Date;
  proposed: boolean;
  reasons: string[];
};

const toLog = (row: LogRow): ReviewLog => ({
  problemId: row.problem_id,
  rating: row.rating,
  reviewedAt: new Date(row.reviewed_at).toISOString(),
  proposed: row.proposed,
  reasons: row.reasons,
});

/** Every rating of the learner, oldest first. */
export async function reviewLogsOf(db: Db, userId: string): Promise<ReviewLog[]> {
  const rows = await db
    .selectFrom('review_logs')
    .select(['problem_id', 'rating', 'reviewed_at', 'proposed', 'reasons'])
    .where('user_id', '=', userId)
    .orderBy('reviewed_at')
    .execute();
  return rows.map(toLog);
}

/** The learner's cards (published problems), each scheduled by FSRS from its log; soonest first. */
export async function reviewCardsOf(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<ReviewCard[]> {
  const cards = await db
    .selectFrom('review_cards as c')
    .innerJoin('problems as p', 'p.id', 'c.problem_id')
    .select(['c.problem_id', 'p.name', 'p.difficulty'])
    .where('c.user_id', '=', userId)
    .where('p.status', '=', 'published')
    .execute();
  const logs = await reviewLogsOf(db, userId);
  const today = todayIn(timeZone, now);
  const scheduled = cards.flatMap((card) => {
    const own = logs.filter((log) => log.problemId === card.problem_id);
    const last = own.at(-1);
    if (!last) return [];
    const schedule = scheduleFromLog(
      own.map((log) => ({ rating: log.rating, reviewedAt: new Date(log.reviewedAt) })),
    );
    return [
      {
        problemId: card.problem_id,
        name: card.name,
        difficulty: card.difficulty,
        due: schedule.due.toISOString(),
        reps: schedule.reps,
        lapses: schedule.lapses,
        last,
        lastIsToday: todayIn(timeZone, new Date(last.reviewedAt)) === today,
      },
    ];
  });
  return scheduled.sort((a, b) => a.due.localeCompare(b.due));
}
