import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { todayIn } from '../profile-stats/index.ts';
import { proposeRating } from './rating-proposal.ts';

/** The lock of one learner's review log: the sync, give-ups and deleting the history take it. */
export async function lockReviewLog(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`zencode:review:${userId}`}))`.execute(trx);
}

/**
 * Turns the learner's Accepted submissions that have no rating yet into proposed ratings: the
 * first Accepted of a problem opens its card, and at most one Accepted per problem and day (in
 * `timeZone`) rates it. Each proposal is read from what the submission records (hints and
 * editorial opened), the failed submissions since the card's previous rating and the time from
 * the first of them. Idempotent: a submission is rated once (review_logs.submission_id).
 */
export async function syncReviewLogs(db: Db, userId: string, timeZone: string): Promise<void> {
  const accepted = await db
    .selectFrom('submissions as s')
    .innerJoin('problems as p', 'p.id', 's.problem_id')
    .select([
      's.id',
      's.problem_id',
      's.created_at',
      's.judged_at',
      's.hints_opened',
      's.editorial_opened',
      'p.difficulty',
    ])
    .where('s.user_id', '=', userId)
    .where('s.verdict', '=', 'Accepted')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('review_history_resets as r')
            .select('r.user_id')
            .whereRef('r.user_id', '=', 's.user_id')
            .whereRef('r.reset_at', '>=', 's.created_at'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('review_logs as l').select('l.id').whereRef('l.submission_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.created_at')
    .execute();
  for (const submission of accepted) {
    await db.transaction().execute(async (trx) => {
      // One learner's sync at a time: two tabs must not rate the same solve twice.
      await lockReviewLog(trx, userId);
      // The history may have been deleted since the solves were listed: a solve from before
      // that makes no card again.
      const reset = await trx
        .selectFrom('review_history_resets')
        .select('reset_at')
        .where('user_id', '=', userId)
        .where('reset_at', '>=', submission.created_at)
        .executeTakeFirst();
      if (reset) return;
      const ratedAt = submission.judged_at ?? submission.created_at;
      const previous = await trx
        .selectFrom('review_logs')
        .select(['reviewed_at', 'submission_id'])
        .where('user_id', '=', userId)
        .where('problem_id', '=', submission.problem_id)
        .orderBy('reviewed_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (previous?.submission_id === submission.id) return;
      await trx
        .insertInto('review_cards')
        .values({ user_id: userId, problem_id: submission.problem_id, created_at: ratedAt })
        .onConflict((oc) => oc.doNothing())
        .execute();
      // A second solve on the day of a rating proves nothing new: the day's first one stands.
      if (
        previous !== undefined &&
        todayIn(timeZone, new Date(previous.reviewed_at)) === todayIn(timeZone, ratedAt)
      ) {
        return;
      }
      const attempts = await trx
        .selectFrom('submissions')
        .select([
          sql<number>`count(*) filter (where verdict is distinct from 'Accepted')`.as('failed'),
          sql<Date | null>`min(created_at)`.as('first'),
        ])
        .where('user_id', '=', userId)
        .where('problem_id', '=', submission.problem_id)
        .where('created_at', '<=', submission.created_at)
        .where('created_at', '>', previous ? new Date(previous.reviewed_at) : new Date(0))
        .executeTakeFirstOrThrow();
      const { rating, reasons } = proposeRating({
        hintsOpened: submission.hints_opened,
        editorialOpened: submission.editorial_opened,
        failedSubmissions: Number(attempts.failed),
        minutesTaken: attempts.first
          ? (submission.created_at.getTime() - new Date(attempts.first).getTime()) / 60_000
          : 0,
        difficulty: submission.difficulty,
      });
      await trx
        .insertInto('review_logs')
        .values({
          user_id: userId,
          problem_id: submission.problem_id,
          rating,
          reviewed_at: ratedAt,
          proposed: true,
          reasons: JSON.stringify(reasons),
          submission_id: submission.id,
        })
        .execute();
    });
  }
}
